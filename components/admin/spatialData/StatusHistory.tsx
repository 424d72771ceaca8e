import { DataTable } from '@/components/common/DataTable';
import table from '@/components/ui/table.module.css';
import { virginiaDateTime } from '@/lib/shared/dates';
import { STATUS_LABELS, type SubmissionStatus } from '@/lib/shared/schemas/spatialData/rules';
import type { StatusRecord } from '@/lib/shared/schemas/spatialData';

export const statusLabel = (s: string) => STATUS_LABELS[s as SubmissionStatus] ?? s;
export const dateTime = virginiaDateTime;

/** Every status record of a submission, oldest first: who, when, the status and the note. */
export function StatusHistory({ history }: { history: StatusRecord[] }) {
  return (
    <DataTable caption="Status history, oldest first" headers={['When', 'Status', 'By', 'Note']}>
      {history.map((h, i) => (
        <tr key={i}>
          <td className={table.nowrap}>{dateTime(h.at)}</td>
          <td>{statusLabel(h.status)}</td>
          <td>{h.by ?? ''}</td>
          <td>{h.note ?? ''}</td>
        </tr>
      ))}
    </DataTable>
  );
}
