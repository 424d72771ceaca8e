import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '@/components/common/DataTable';
import { virginiaDateTime } from '@/lib/shared/dates';
import { STATUS_LABELS, type SubmissionStatus } from '@/lib/shared/spatialData';
import type { StatusRecord } from '@/lib/shared/schemas/spatialData';

export const statusLabel = (s: string) => STATUS_LABELS[s as SubmissionStatus] ?? s;
export const dateTime = virginiaDateTime;

/** Every status record of a submission, oldest first: who, when, the status and the note. */
export function StatusHistory({ history }: { history: StatusRecord[] }) {
  return (
    <DataTable caption="Status history, oldest first" headers={['When', 'Status', 'By', 'Note']}>
      {history.map((h, i) => (
        <TableRow key={i}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(h.at)}</TableCell>
          <TableCell>{statusLabel(h.status)}</TableCell>
          <TableCell>{h.by ?? ''}</TableCell>
          <TableCell>{h.note ?? ''}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
