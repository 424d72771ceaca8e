import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import NextLink from 'next/link';
import table from '@/components/ui/table.module.css';
import { virginiaDateTime } from '@/lib/shared/dates';
import { APPLICATION_STATUS_LABELS } from '@/lib/shared/schemas/gapTaApplications/rules';
import type { ApplicationSummary } from '@/lib/shared/schemas/gapTaApplications';

/** Applications as a table: an applicant's own (no scores) or the staff queue (with scores). */
export function ApplicationTable({
  items,
  caption,
  hrefOf,
  staff,
}: {
  items: ApplicationSummary[];
  caption: string;
  hrefOf: (a: ApplicationSummary) => string;
  staff: boolean;
}) {
  if (items.length === 0) return <p>No applications {staff ? 'match these filters' : 'yet'}.</p>;
  return (
    <Table size="small" data-testid="application-table" className={table.stack}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Application
          </TableCell>
          <TableCell component="th" scope="col">
            {staff ? 'Locality' : 'Cycle'}
          </TableCell>
          <TableCell component="th" scope="col">
            Component
          </TableCell>
          <TableCell component="th" scope="col">
            Status
          </TableCell>
          <TableCell component="th" scope="col">
            Sent
          </TableCell>
          {staff && (
            <TableCell component="th" scope="col">
              Scores (average)
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((a) => (
          <TableRow key={a.id}>
            <TableCell data-label="Application">
              <Link component={NextLink} href={hrefOf(a)}>
                {a.trackingNumber ?? 'Draft'}: {a.title || 'untitled'}
              </Link>
            </TableCell>
            <TableCell data-label={staff ? 'Locality' : 'Cycle'}>
              {staff ? a.locality : a.cycleTitle}
            </TableCell>
            <TableCell data-label="Component">{a.component}</TableCell>
            <TableCell data-label="Status">{APPLICATION_STATUS_LABELS[a.status]}</TableCell>
            <TableCell data-label="Sent">{a.submittedAt ? virginiaDateTime(a.submittedAt) : '—'}</TableCell>
            {staff && (
              <TableCell data-label="Scores (average)">
                {/* "0" read as a score of nought (issue 53): an application nobody scored says so. */}
                {a.scoreCount === 0 || a.averageScore === null
                  ? 'Not scored yet'
                  : `${a.scoreCount} (average ${a.averageScore})`}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
