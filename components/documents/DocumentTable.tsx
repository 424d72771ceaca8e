import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isoToUsDate } from '@/lib/shared/dates';
import { fileSizeLabel, fileTypeLabel } from '@/lib/shared/library';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

const COLUMNS = ['Title', 'Type', 'Size', 'Date', 'Tags'];

/** Every document as a compact table: title link (through the ADA notice), type, size, date and tags. */
export function DocumentTable({ docs, caption }: { docs: readonly LibraryDocument[]; caption: string }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {COLUMNS.map((h) => (
              <TableCell key={h} component="th" scope="col" sx={{ fontWeight: 700 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {docs.map((d) => (
            <TableRow key={d.path}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                <Link href={d.href}>{d.title}</Link>
                {d.accessible ? '' : ' (accessible version on request)'}
              </TableCell>
              <TableCell>{fileTypeLabel(d.contentType)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{fileSizeLabel(d.size)}</TableCell>
              <TableCell>
                <time dateTime={d.lastModified}>{isoToUsDate(d.lastModified)}</time>
              </TableCell>
              <TableCell>
                {[d.tags.topic, d.tags.planCycle, d.tags.docType].filter(Boolean).join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
