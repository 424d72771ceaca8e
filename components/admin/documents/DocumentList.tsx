import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import NextLink from 'next/link';
import { virginiaDateTime } from '@/lib/shared/dates';
import { accessibilityLabel, fileTypeLabel } from '@/lib/shared/schemas/documents/rules';
import { adminDocumentPath } from '@/lib/shared/routes';
import { DOCUMENT_STATUS_LABELS, type ManagedDocument } from '@/lib/shared/schemas/documents/editing';
import { COLLECTION_LABELS } from '@/lib/shared/schemas/documents';
import { STACK_ON_PHONE } from '@/components/common/stackOnPhone';

/** What visitors are told and the PDF check in a few words, for the list. */
export function accessibilitySummary(d: ManagedDocument): string {
  const { shown, label } = accessibilityLabel(d.accessibility);
  const told = shown ? label : 'ADA notice shown';
  if (!d.check) return told;
  if (d.check.status === 'pending') return `${told}; check running`;
  if (d.check.status === 'failed') return `${told}; check could not finish`;
  const failing = d.check.report?.findings.filter((f) => !f.ok).length ?? 0;
  return `${told}; ${failing === 0 ? 'passes every check' : `${failing} ${failing === 1 ? 'check fails' : 'checks fail'}`}`;
}

/** Every document of the library, drafts first: each title opens its page. */
export function DocumentList({ docs }: { docs: ManagedDocument[] }) {
  return (
    <TableContainer>
      <Table size="small" sx={STACK_ON_PHONE}>
        <caption>{docs.length} documents: drafts first, then published and retired ones, by title</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Title</TableCell>
            <TableCell scope="col">Status</TableCell>
            <TableCell scope="col">Collection</TableCell>
            <TableCell scope="col">Year</TableCell>
            <TableCell scope="col">Type</TableCell>
            <TableCell scope="col">Accessibility</TableCell>
            <TableCell scope="col">Last change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {docs.map((d) => (
            <TableRow key={d.path} data-testid="document-row">
              <TableCell component="th" scope="row">
                <Link component={NextLink} href={adminDocumentPath(d.path)}>
                  {d.title}
                </Link>
              </TableCell>
              <TableCell data-label="Status">{DOCUMENT_STATUS_LABELS[d.status]}</TableCell>
              <TableCell data-label="Collection">{COLLECTION_LABELS[d.collection]}</TableCell>
              <TableCell data-label="Year">{d.year ?? '—'}</TableCell>
              <TableCell data-label="Type">{fileTypeLabel(d.contentType)}</TableCell>
              <TableCell data-label="Accessibility">{accessibilitySummary(d)}</TableCell>
              <TableCell data-label="Last change">
                {virginiaDateTime(d.changedAt ?? d.lastModified)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
