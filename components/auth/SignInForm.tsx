import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { requestSignInLink } from '@/lib/client/auth';
import { authError } from '@/lib/shared/authErrors';

/** Email field and "Email me a sign-in link"; on success it goes to /auth/verify-request. */
export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const { busy, error, run, setMessage } = useSubmit();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setMessage({ ok: false, text: 'Enter your work email address, like name@locality.gov.' });
      return;
    }
    void run(async () => {
      const code = await requestSignInLink(email.trim(), callbackUrl);
      // A refusal the server explains by code (e.g. too many requests) is shown in its own words.
      if (code) setMessage({ ok: false, text: authError(code).text });
      else await router.push('/auth/verify-request');
    }, 'The sign-in link could not be sent. Please try again.');
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label="Sign in"
      sx={{ maxWidth: 480 }}
    >
      <TextField
        id="signin-email"
        label="Work email address"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(error)}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Sending…' : 'Email me a sign-in link'}
        </Button>
      </div>
    </Stack>
  );
}
