import { FormMessage } from '@/components/common/FormMessage';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { OrganizationSelect } from '@/components/auth/OrganizationSelect';
import { useSubmit } from '@/components/common/useSubmit';
import { invitePerson } from '@/lib/client/people';
import type { Role } from '@/lib/shared/schemas/people';
import { RoleChecks } from './RoleChecks';

/** An admin invites someone by email, with roles and (for submitters) an organisation. */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<Role[]>(['submitter']);
  const [organizationId, setOrganizationId] = useState('');
  const { busy, message, run } = useSubmit();

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const person = await invitePerson({ email, name, roles, organizationId: organizationId || null });
      setEmail('');
      setName('');
      onDone();
      return `${person.email} is invited and has been emailed how to sign in.`;
    }, 'The invitation could not be sent.');
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label="Invite someone"
      sx={{ maxWidth: 640 }}
    >
      <TextField
        id="invite-email"
        label="Email address"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        id="invite-name"
        label="Name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <RoleChecks value={roles} onChange={setRoles} />
      <OrganizationSelect
        id="invite-organization"
        value={organizationId}
        onChange={setOrganizationId}
        required={roles.includes('submitter')}
        emptyLabel="None (OIPI staff)"
      />
      <FormMessage message={message} />
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Inviting…' : 'Send invitation'}
        </Button>
      </div>
    </Stack>
  );
}
