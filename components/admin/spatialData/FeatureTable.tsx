import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FeatureCollection } from 'geojson';
import { useState } from 'react';
import { DataTable } from '@/components/common/DataTable';
import { PREVIEW_STATES } from '@/components/map/preview/previewStates';
import { count } from '@/lib/shared/count';
import type { FeatureChange, SubmissionDiff } from '@/lib/shared/schemas/spatialData';

/** The most rows a table lists (the map shows every feature). */
const ROWS = 200;
/**
 * The rows listed until the person asks for more: a file of 136 features made an 8,000-px page whose map,
 * report and actions were far apart; the rest are one button away.
 */
const FIRST = 20;

/** How many of `total` rows to list, and the button that lists them all (or the first again). */
function useFirstRows(total: number, noun: string) {
  const [all, setAll] = useState(false);
  const limit = Math.min(total, all ? ROWS : FIRST);
  const toggle =
    total > FIRST ? (
      <Button
        variant="outlined"
        aria-expanded={all}
        onClick={() => setAll(!all)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {all
          ? `List the first ${FIRST} only`
          : `List ${total > ROWS ? `the first ${ROWS}` : `all ${count(total, noun)}`}`}
      </Button>
    ) : null;
  return { limit, toggle };
}

const cell = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

const shown = (v: string | number | null) => (v === null ? '(blank)' : String(v));

/** What changed in one feature, in words: "acres 846 → 910; shape". */
export const changeText = (c: FeatureChange) =>
  [
    ...c.fields.map((f) => `${f.field} ${shown(f.before)} → ${shown(f.after)}`),
    ...(c.geometry ? ['shape'] : []),
  ].join('; ');

/** The features a version changes (with their old and new values) or removes, against the earlier features. */
export function ChangesTable({ diff, earlier }: { diff: SubmissionDiff; earlier: string }) {
  const { limit, toggle } = useFirstRows(diff.changes.length, 'change');
  if (diff.changes.length === 0) {
    return <Typography>No feature of {earlier} is changed or removed by this version.</Typography>;
  }
  const list = diff.changes.slice(0, limit);
  return (
    <>
      <DataTable
        caption={`Features changed or removed, against ${earlier} (${list.length} of ${diff.changes.length} listed)`}
        headers={['#', 'Name', 'Difference', 'What changed (before → after)', 'Id on the map']}
      >
        {list.map((c, i) => (
          <tr key={i}>
            <td>{c.n ?? ''}</td>
            <td>{c.name || '(no name)'}</td>
            <td>{c.state === 'removed' ? 'Removed' : 'Changed'}</td>
            <td>{c.state === 'removed' ? 'not in this version' : changeText(c)}</td>
            <td>{c.id ?? ''}</td>
          </tr>
        ))}
      </DataTable>
      {toggle}
      {limit === ROWS && diff.changes.length > ROWS && (
        <Typography variant="small" component="p">
          The first {ROWS} of {diff.changes.length} are listed.
        </Typography>
      )}
    </>
  );
}

/** The attribute table behind the preview map: every field of the first rows, with each feature's state. */
export function FeatureTable({ features, diff }: { features: FeatureCollection; diff: SubmissionDiff }) {
  const columns = [
    ...new Set(features.features.slice(0, 500).flatMap((f) => Object.keys(f.properties ?? {}))),
  ];
  const { limit, toggle } = useFirstRows(features.features.length, 'feature');
  const rows = features.features.slice(0, limit);
  const changes = new Map(diff.changes.filter((c) => c.n !== null).map((c) => [c.n, c]));
  return (
    <>
      <DataTable
        caption={`Attributes of the submitted features (${rows.length} of ${features.features.length} listed), with each feature’s difference from the earlier features`}
        headers={['#', 'Difference', 'Geometry', ...columns]}
      >
        {rows.map((f, i) => {
          const change = changes.get(i + 1);
          return (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>
                {PREVIEW_STATES[diff.states[i]]?.label.split(' (')[0] ?? ''}
                {change ? `: ${changeText(change)}` : ''}
              </td>
              <td>{f.geometry?.type ?? 'none'}</td>
              {columns.map((c) => (
                <td key={c}>{cell(f.properties?.[c])}</td>
              ))}
            </tr>
          );
        })}
      </DataTable>
      {toggle}
      {limit === ROWS && features.features.length > ROWS && (
        <Typography variant="small" component="p">
          The first {ROWS} features are listed; the map shows them all.
        </Typography>
      )}
    </>
  );
}
