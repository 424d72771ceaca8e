import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/client/request';
import { requestSignInLink } from '@/lib/client/auth';
import { authError } from '@/lib/shared/authErrors';

/** Email field and "Email me a sign-in link"; on success it goes to /auth/verify-request. */
export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError('Enter your work email address, like name@locality.gov.');
      return;
    }
    setBusy(true);
    try {
      const code = await requestSignInLink(email.trim(), callbackUrl);
      if (code) setError(authError(code).text);
      else await router.push('/auth/verify-request');
    } catch (err) {
      setError(
        err instanceof ApiError && err.detail
          ? err.detail
          : 'The sign-in link could not be sent. Please try again.',
      );
    } finally {
      setBusy(false);
    }
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
