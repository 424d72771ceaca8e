import { virginiaDay } from '@/lib/shared/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { STACK_ON_PHONE } from '@/components/common/stackOnPhone';
import { ROLE_LABELS, STATUS_LABELS, type Person } from '@/lib/shared/schemas/people';

/** Everyone with an account or a request; "Manage" opens the person's dialog. */
export function PeopleTable({ people, onManage }: { people: Person[]; onManage: (p: Person) => void }) {
  return (
    // A block per person on a phone (the table ran to 749 px at 390).
    <Table size="small" sx={STACK_ON_PHONE}>
      <caption>People with an account or a request ({people.length})</caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Name and email</TableCell>
          <TableCell scope="col">Status</TableCell>
          <TableCell scope="col">Roles</TableCell>
          <TableCell scope="col">Organization</TableCell>
          <TableCell scope="col">Last sign-in</TableCell>
          <TableCell scope="col">
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {people.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              {p.name ?? '—'}
              <br />
              {p.email} {p.illustrative && <IllustrativeChip label="Demo account" />}
            </TableCell>
            <TableCell data-label="Status">{STATUS_LABELS[p.status]}</TableCell>
            <TableCell data-label="Roles">{p.roles.map((r) => ROLE_LABELS[r]).join(', ') || '—'}</TableCell>
            <TableCell data-label="Organization">{p.organizationName ?? 'OIPI'}</TableCell>
            <TableCell data-label="Last sign-in">
              {p.lastSignInAt ? virginiaDay(p.lastSignInAt) : 'Never'}
            </TableCell>
            <TableCell>
              {/* The name starts with the visible words (WCAG 2.5.3) and says whose row it is. */}
              <Button
                size="small"
                onClick={() => onManage(p)}
                aria-label={`${p.status === 'requested' ? 'Review request' : 'Manage'} ${p.email}`}
              >
                {p.status === 'requested' ? 'Review request' : 'Manage'}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
