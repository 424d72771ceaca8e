import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';

interface Props {
  heading: string;
  children: React.ReactNode;
  action?: { href: string; label: string };
}

/** A short message page of the sign-in flow (and the notices guarded routes show). */
export function AuthMessage({ heading, children, action }: Props) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{heading}</Typography>
      <Typography component="div">{children}</Typography>
      {action && (
        <div>
          <Button variant="contained" component={NextLink} href={action.href}>
            {action.label}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** A sign-in address that brings the person back to `callbackUrl` (a path on this site) afterwards. */
export function signInHref(callbackUrl: string | null): string {
  return callbackUrl ? `/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/auth/signin';
}

/** The unauthenticated notice (SPEC §2 /auth/unauthenticated): guarded pages send visitors here. */
export function UnauthenticatedNotice({ callbackUrl = null }: { callbackUrl?: string | null }) {
  return (
    <AuthMessage heading="Please sign in" action={{ href: signInHref(callbackUrl), label: 'Go to sign-in' }}>
      The spatial-data area is for local-government staff who submit data to OIPI and for the OIPI staff who
      review it. Sign in with your work email address to continue
      {callbackUrl ? '; you will come back to the page you asked for.' : '.'}
    </AuthMessage>
  );
}

/** The 403 notice _app shows when a signed-in person lacks the page's role. */
export function ForbiddenNotice() {
  return (
    <AuthMessage
      heading="You do not have access to this page"
      action={{ href: '/admin/spatial-data', label: 'Go to the spatial-data area' }}
    >
      You are signed in, but your account does not have the role this page needs. If you should have it, ask
      an administrator of the VTrans website to change your role.
    </AuthMessage>
  );
}
