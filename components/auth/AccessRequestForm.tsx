import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { requestAccess } from '@/lib/client/auth';
import { OrganizationSelect } from './OrganizationSelect';
import { HoneypotField } from '@/components/common/HoneypotField';

const EMPTY = { name: '', email: '', organizationId: '', reason: '', website: '' };

/** "Ask for access": name, work email, organisation and why; an administrator approves it. */
export function AccessRequestForm() {
  const [form, setForm] = useState(EMPTY);
  const { busy, message: result, run } = useSubmit();
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const { message } = await requestAccess(form);
      setForm(EMPTY);
      return message;
    }, 'Your request could not be sent. Please try again.');
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label="Ask for access"
      sx={{ maxWidth: 560 }}
    >
      <TextField
        id="request-name"
        label="Your name"
        required
        autoComplete="name"
        value={form.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <TextField
        id="request-email"
        label="Work email address"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={(e) => set('email')(e.target.value)}
      />
      <OrganizationSelect
        id="request-organization"
        value={form.organizationId}
        onChange={set('organizationId')}
        required
      />
      <TextField
        id="request-reason"
        label="What do you need access for?"
        required
        multiline
        minRows={3}
        value={form.reason}
        onChange={(e) => set('reason')(e.target.value)}
        helperText="For example: to submit our updated Urban Development Area boundaries."
      />
      <HoneypotField value={form.website} onChange={(v) => set('website')(v)} />
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="outlined" disabled={busy}>
          {busy ? 'Sending…' : 'Ask for access'}
        </Button>
      </div>
    </Stack>
  );
}
