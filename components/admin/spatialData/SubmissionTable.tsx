import { virginiaDay } from '@/lib/shared/dates';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { DataTable } from '@/components/common/DataTable';
import table from '@/components/ui/table.module.css';
import { NEXT_STEP } from '@/lib/shared/schemas/spatialData/rules';
import type { SubmissionSummary } from '@/lib/shared/schemas/spatialData';
import { statusLabel } from './StatusHistory';

/** Submissions with status and next step (submitters) or with the organisation and overdue marks (queue). */
export function SubmissionTable({
  items,
  caption,
  hrefOf,
  queue = false,
}: {
  items: SubmissionSummary[];
  caption: string;
  hrefOf: (s: SubmissionSummary) => string;
  queue?: boolean;
}) {
  if (items.length === 0) return <Typography>No submissions match.</Typography>;
  return (
    <DataTable
      caption={caption}
      headers={[
        'Tracking number',
        'Title',
        'Layer',
        queue ? 'Organization' : 'Next step',
        'Status',
        'Last change',
      ]}
    >
      {items.map((s) => (
        <tr key={s.submissionID}>
          <td className={table.nowrap}>
            <Link component={NextLink} href={hrefOf(s)}>
              {s.trackingNumber}
            </Link>
          </td>
          <td>
            {s.title} {s.illustrative && <IllustrativeChip />}
          </td>
          <td>{s.layerName}</td>
          <td>
            {queue
              ? s.organization
              : s.rolledBackAt
                ? `OIPI rolled back its publish on ${virginiaDay(s.rolledBackAt)}: its features are no longer on the Map Explorer. Its history says why; OIPI decides whether to publish it again.`
                : NEXT_STEP[s.status]}
          </td>
          <td>
            {statusLabel(s.status)}
            {s.rolledBackAt && ' (publish rolled back)'}{' '}
            {s.overdue && (
              <Chip size="small" label="Overdue" sx={{ bgcolor: 'error.main', color: 'common.white' }} />
            )}
          </td>
          <td className={table.nowrap}>{virginiaDay(s.updatedAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
