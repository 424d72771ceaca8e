import Stack from '@mui/material/Stack';
import { AuthMessage } from '@/components/auth/AuthMessage';
import { SignOutButton } from '@/components/auth/SignOutButton';
import { currentUser } from '@/lib/server/auth/session';
import { page } from '@/lib/server/pageProps';
import { withMui } from '@/lib/client/withMui';

interface Props {
  email: string | null;
}

/** Signed in: who you are and a Sign out button. Signed out: says so. */
function SignOut({ email }: Props) {
  if (!email) {
    return (
      <AuthMessage heading="You are signed out" action={{ href: '/', label: 'Go to the VTrans home page' }}>
        You are not signed in to the spatial-data area on this browser.
      </AuthMessage>
    );
  }
  return (
    <AuthMessage heading="Sign out">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <span>
          You are signed in as <strong>{email}</strong>.
        </span>
        <SignOutButton />
      </Stack>
    </AuthMessage>
  );
}

export const getServerSideProps = page<Props>('/auth/signout', async (ctx) => ({
  props: { email: (await currentUser(ctx.req))?.email ?? null },
}));

export default withMui(SignOut);
