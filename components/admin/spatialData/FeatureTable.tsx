import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FeatureCollection } from 'geojson';
import { DataTable } from '@/components/common/DataTable';
import { PREVIEW_STATES } from '@/components/map/preview/previewStates';
import type { SubmissionDiff } from '@/lib/shared/schemas/spatialData';

const ROWS = 200;

const cell = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The attribute table behind the preview map: every field of the first rows, with each feature's state. */
export function FeatureTable({ features, diff }: { features: FeatureCollection; diff: SubmissionDiff }) {
  const columns = [
    ...new Set(features.features.slice(0, 500).flatMap((f) => Object.keys(f.properties ?? {}))),
  ];
  const shown = features.features.slice(0, ROWS);
  return (
    <>
      <DataTable
        caption={`Attributes of the submitted features (${shown.length} of ${features.features.length} shown), with each feature’s difference from what is published`}
        headers={['#', 'Difference', 'Geometry', ...columns]}
      >
        {shown.map((f, i) => (
          <TableRow key={i}>
            <TableCell>{i + 1}</TableCell>
            <TableCell>{PREVIEW_STATES[diff.states[i]]?.label.split(' (')[0] ?? ''}</TableCell>
            <TableCell>{f.geometry?.type ?? 'none'}</TableCell>
            {columns.map((c) => (
              <TableCell key={c}>{cell(f.properties?.[c])}</TableCell>
            ))}
          </TableRow>
        ))}
      </DataTable>
      {features.features.length > ROWS && (
        <Typography variant="small" component="p">
          The first {ROWS} features are listed; the map shows them all.
        </Typography>
      )}
    </>
  );
}
