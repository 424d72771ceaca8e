import { AuthMessage } from '@/components/auth/AuthMessage';
import { SignOutButton } from '@/components/auth/SignOutButton';
import css from '@/components/layout/frame.module.css';
import { currentUser } from '@/lib/server/auth/session';
import { page } from '@/lib/server/pageProps';

interface Props {
  email: string | null;
}

/** Signed in: who you are and a Sign out button. Signed out: says so. */
function SignOut({ email }: Props) {
  if (!email) {
    return (
      <AuthMessage heading="You are signed out" action={{ href: '/', label: 'Go to the VTrans home page' }}>
        You are not signed in to the VTrans staff area on this browser.
      </AuthMessage>
    );
  }
  return (
    <AuthMessage heading="Sign out">
      <div className={css.notice}>
        <span>
          You are signed in as <strong>{email}</strong>.
        </span>
        <SignOutButton />
      </div>
    </AuthMessage>
  );
}

export const getServerSideProps = page<Props>('/auth/signout', async (ctx) => ({
  props: { email: (await currentUser(ctx.req))?.email ?? null },
}));

export default SignOut;
