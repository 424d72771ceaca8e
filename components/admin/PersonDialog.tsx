import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { virginiaDateTime } from '@/lib/shared/dates';
import { OrganizationSelect } from '@/components/auth/OrganizationSelect';
import { useApiQuery } from '@/components/common/useApiQuery';
import { useSubmit } from '@/components/common/useSubmit';
import { fetchPerson, updatePerson } from '@/lib/client/people';
import {
  STATUS_LABELS,
  type AuditEntry,
  type Person,
  type PersonUpdate,
  type Role,
} from '@/lib/shared/schemas/people';
import { RoleChecks } from './RoleChecks';

interface Props {
  person: Person;
  onClose: (changed: boolean) => void;
}

const describe = (a: AuditEntry) =>
  `${virginiaDateTime(a.createdAt)} — ${a.actor}: ${a.action}` +
  (a.details?.to ? ` ${JSON.stringify(a.details.to)}` : '');
const auditOf = ({ id }: { id: string }) => fetchPerson(id).then((p) => p.audit);

/** Manage one person: roles, organisation, approve / deactivate / reactivate, and their audit trail. */
export function PersonDialog({ person, onClose }: Props) {
  const [roles, setRoles] = useState<Role[]>(person.roles);
  const [organizationId, setOrganizationId] = useState(person.organizationId ?? '');
  const trail = useApiQuery(auditOf, { id: person.id }, 0);
  // A trail that could not be read is shown empty (the person's details and actions still work).
  const audit: AuditEntry[] | null = trail.data ?? (trail.error ? [] : null);
  const { busy, error, run } = useSubmit();

  const save = (update: PersonUpdate) =>
    run(async () => {
      await updatePerson(person.id, update);
      onClose(true);
    }, 'The change could not be saved.');
  const details = { roles, organizationId: organizationId || null };

  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="person-title" fullWidth maxWidth="md">
      <DialogTitle id="person-title">{person.name ?? person.email}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {person.email} · {STATUS_LABELS[person.status]}
          </Typography>
          {person.accessReason && <Typography>Their request: “{person.accessReason}”</Typography>}
          <RoleChecks value={roles} onChange={setRoles} />
          <OrganizationSelect
            id="person-organization"
            value={organizationId}
            onChange={setOrganizationId}
            emptyLabel="None (OIPI staff)"
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Typography component="h3" variant="itemTitle">
            Audit trail
          </Typography>
          {audit === null ? (
            <Typography>Loading…</Typography>
          ) : (
            <List dense aria-label="Audit trail">
              {audit.map((a) => (
                <ListItem key={a.id} disableGutters>
                  {describe(a)}
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {person.status === 'requested' && (
          <Button variant="contained" disabled={busy} onClick={() => save({ ...details, status: 'active' })}>
            Approve
          </Button>
        )}
        {person.status !== 'requested' && (
          <Button variant="contained" disabled={busy} onClick={() => save(details)}>
            Save changes
          </Button>
        )}
        {person.status === 'deactivated' ? (
          <Button disabled={busy} onClick={() => save({ status: 'active' })}>
            Reactivate
          </Button>
        ) : (
          <Button color="error" disabled={busy} onClick={() => save({ status: 'deactivated' })}>
            {person.status === 'requested' ? 'Decline' : 'Deactivate'}
          </Button>
        )}
        <Button onClick={() => onClose(false)}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
