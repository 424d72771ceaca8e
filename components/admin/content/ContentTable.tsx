import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { virginiaDateTime } from '@/lib/shared/dates';
import { contentEditPath } from '@/lib/shared/routes';
import {
  CONTENT_KINDS,
  stateLabel,
  type ContentKindName,
  type ContentRecord,
} from '@/lib/shared/schemas/content';

/** Who made a change, as staff read it: the seeds and the schedule have names too. */
export const actorName = (actor: string | null) =>
  actor === null ? 'the schedule' : actor === 'seed' ? 'site set-up' : actor;

/** One kind's records: title (opens the editor), state, last change, the public page. */
export function ContentTable({ kind, records }: { kind: ContentKindName; records: ContentRecord[] }) {
  const names = CONTENT_KINDS[kind];
  const headingId = `content-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h2">
          {names.plural}
        </Typography>
        <Button component={NextLink} href={contentEditPath(kind)} variant="contained" size="small">
          New {names.label.toLowerCase()}
        </Button>
      </Stack>
      {/* Scrolls sideways on a phone: a focusable, named region so the keyboard can scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label={`${names.plural} table`}>
        <Table size="small">
          <caption>
            {names.plural}: {records.length}, most recently changed first
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Title</TableCell>
              <TableCell scope="col">State</TableCell>
              <TableCell scope="col">Last change</TableCell>
              <TableCell scope="col">Public page</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <Link component={NextLink} href={contentEditPath(kind, r.id)}>
                    {r.title}
                  </Link>
                </TableCell>
                <TableCell>
                  {stateLabel(r)}
                  {r.scheduledAt && (
                    <>
                      <br />
                      for {virginiaDateTime(r.scheduledAt)}
                    </>
                  )}
                </TableCell>
                <TableCell>
                  {virginiaDateTime(r.updatedAt)}
                  <br />
                  by {actorName(r.updatedBy)} (revision {r.currentRevision})
                </TableCell>
                <TableCell>
                  {r.publicPath ? (
                    <Link href={r.publicPath} aria-label={`Open the public page of ${r.title}`}>
                      Open
                    </Link>
                  ) : (
                    'Not public'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
