import Typography from '@mui/material/Typography';
import type { FeatureCollection } from 'geojson';
import { DataTable } from '@/components/common/DataTable';
import { PREVIEW_STATES } from '@/components/map/preview/previewStates';
import type { FeatureChange, SubmissionDiff } from '@/lib/shared/schemas/spatialData';

const ROWS = 200;

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
  if (diff.changes.length === 0) {
    return <Typography>No feature of {earlier} is changed or removed by this version.</Typography>;
  }
  const list = diff.changes.slice(0, ROWS);
  return (
    <>
      <DataTable
        caption={`Features changed or removed, against ${earlier}`}
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
      {diff.changes.length > ROWS && (
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
  const rows = features.features.slice(0, ROWS);
  const changes = new Map(diff.changes.filter((c) => c.n !== null).map((c) => [c.n, c]));
  return (
    <>
      <DataTable
        caption={`Attributes of the submitted features (${rows.length} of ${features.features.length} shown), with each feature’s difference from the earlier features`}
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
      {features.features.length > ROWS && (
        <Typography variant="small" component="p">
          The first {ROWS} features are listed; the map shows them all.
        </Typography>
      )}
    </>
  );
}
