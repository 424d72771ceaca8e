import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';

interface Props {
  heading: string;
  children: React.ReactNode;
  action?: { href: string; label: string };
}

/** A short message page of the sign-in flow (and the notice admin routes show to visitors). */
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

/** The unauthenticated notice (SPEC §2 /auth/unauthenticated); admin routes show it to visitors. */
export function UnauthenticatedNotice() {
  return (
    <AuthMessage heading="Please sign in" action={{ href: '/auth/signin', label: 'Go to sign-in' }}>
      The spatial-data area is for local-government staff who submit data to OIPI and for the OIPI staff who
      review it. Sign in with your work email address to continue.
    </AuthMessage>
  );
}
