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
import { useEffect, useState } from 'react';
import { OrganizationSelect } from '@/components/auth/OrganizationSelect';
import { fetchPerson, updatePerson } from '@/lib/client/people';
import { ApiError } from '@/lib/client/request';
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
  `${new Date(a.createdAt).toLocaleString('en-US', { timeZone: 'America/New_York' })} — ${a.actor}: ${a.action}` +
  (a.details?.to ? ` ${JSON.stringify(a.details.to)}` : '');

/** Manage one person: roles, organisation, approve / deactivate / reactivate, and their audit trail. */
export function PersonDialog({ person, onClose }: Props) {
  const [roles, setRoles] = useState<Role[]>(person.roles);
  const [organizationId, setOrganizationId] = useState(person.organizationId ?? '');
  const [audit, setAudit] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchPerson(person.id).then(
      (p) => setAudit(p.audit),
      () => setAudit([]),
    );
  }, [person.id]);

  async function save(update: PersonUpdate) {
    setBusy(true);
    setError(null);
    try {
      await updatePerson(person.id, update);
      onClose(true);
    } catch (err) {
      setError((err instanceof ApiError && err.detail) || 'The change could not be saved.');
    } finally {
      setBusy(false);
    }
  }
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
