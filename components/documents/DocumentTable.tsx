import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '@/components/common/DataTable';
import { isoToUsDate } from '@/lib/shared/dates';
import { fileSizeLabel, fileTypeLabel } from '@/lib/shared/library';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

const COLUMNS = ['Title', 'Type', 'Size', 'Date', 'Tags'];

/** Every document as a compact table: title link (through the ADA notice), type, size, date and tags. */
export function DocumentTable({ docs, caption }: { docs: readonly LibraryDocument[]; caption: string }) {
  return (
    <DataTable caption={caption} headers={COLUMNS}>
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
    </DataTable>
  );
}
