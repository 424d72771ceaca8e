import { useRouter } from 'next/router';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

/** Ends the session, then reloads the page so it shows the signed-out state. */
export function SignOutButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function click() {
    setBusy(true);
    setError(null);
    try {
      // The auth client is fetched on the click, not with every staff page's frame.
      const { signOut } = await import('@/lib/client/auth');
      await signOut();
      await router.replace('/auth/signout');
    } catch {
      setError('You could not be signed out. Please try again, or close the browser.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button variant={variant} onClick={click} disabled={busy}>
        {busy ? 'Signing out…' : 'Sign out'}
      </Button>
    </>
  );
}
