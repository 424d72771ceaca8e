import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { isoToUsDate } from '@/lib/shared/dates';
import type { ListingItem } from '@/lib/shared/schemas/spatialData';

/** A person's spatial-data submissions (GET /api/spatial-data/listing), newest change first. */
export function SubmissionList({ items, caption }: { items: ListingItem[]; caption: string }) {
  if (items.length === 0) return <Typography>You have no submissions yet.</Typography>;
  return (
    <Table size="small">
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Title</TableCell>
          <TableCell scope="col">Layer</TableCell>
          <TableCell scope="col">Organization</TableCell>
          <TableCell scope="col">Status</TableCell>
          <TableCell scope="col">Last change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((s) => (
          <TableRow key={s.submissionID}>
            <TableCell>
              {s.title} {s.illustrative && <IllustrativeChip />}
            </TableCell>
            <TableCell>{s.layerName}</TableCell>
            <TableCell>{s.organization}</TableCell>
            <TableCell>{s.status}</TableCell>
            <TableCell>{isoToUsDate(s.updatedAt.slice(0, 10))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
