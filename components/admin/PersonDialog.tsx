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
  schedulesLost,
  STATUS_LABELS,
  type AuditEntry,
  type Person,
  type PersonUpdate,
  type Role,
} from '@/lib/shared/schemas/people';
import { RoleChecks } from './RoleChecks';
import { ScheduleList, ScheduleLossConfirm } from './ScheduleLossConfirm';

interface Props {
  person: Person;
  onClose: (changed: boolean) => void;
}

const describe = (a: AuditEntry) =>
  `${virginiaDateTime(a.createdAt)} — ${a.actor}: ${a.action}` +
  (a.details?.to ? ` ${JSON.stringify(a.details.to)}` : '');

const fetchPersonById = ({ id }: { id: string }) => fetchPerson(id);

/** Manage one person: roles, organisation, approve / deactivate / reactivate, and their audit trail. */
export function PersonDialog({ person, onClose }: Props) {
  const [roles, setRoles] = useState<Role[]>(person.roles);
  const [organizationId, setOrganizationId] = useState(person.organizationId ?? '');
  const detail = useApiQuery(fetchPersonById, { id: person.id }, 0);
  // A trail that could not be read is shown empty (the person's details and actions still work).
  const audit: AuditEntry[] | null = detail.data?.audit ?? (detail.error ? [] : null);
  const { busy, error, run } = useSubmit();
  // A change that cancels scheduled publishes waits for the admin to confirm it (the API refuses it without).
  const [pending, setPending] = useState<PersonUpdate | null>(null);
  const lostBy = (u: PersonUpdate) =>
    schedulesLost(
      person,
      { roles: u.roles ?? person.roles, status: u.status ?? person.status },
      detail.data?.scheduledPublishes ?? [],
    );

  const send = (update: PersonUpdate) =>
    run(async () => {
      await updatePerson(person.id, update);
      onClose(true);
    }, 'The change could not be saved.');
  const save = (update: PersonUpdate) => (lostBy(update).length ? setPending(update) : send(update));
  const details = { roles, organizationId: organizationId || null };
  const losing = lostBy(details);

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
          {losing.length > 0 && !pending && (
            <Alert severity="warning">
              Without a role that publishes, these scheduled publishes by {person.email} will be cancelled
              when you save:
              <ScheduleList schedules={losing} />
            </Alert>
          )}
          <OrganizationSelect
            id="person-organization"
            value={organizationId}
            onChange={setOrganizationId}
            emptyLabel="None (OIPI staff)"
          />
          {pending && (
            <ScheduleLossConfirm
              email={person.email}
              schedules={lostBy(pending)}
              busy={busy}
              onConfirm={() => send({ ...pending, confirmCancelSchedules: true })}
              onBack={() => setPending(null)}
            />
          )}
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
