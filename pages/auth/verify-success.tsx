import { AuthMessage } from '@/components/auth/AuthMessage';
import { RoleLinks } from '@/components/auth/RoleLinks';
import { page } from '@/lib/server/pageProps';
import type { Role } from '@/lib/shared/schemas/people';
import { withMui } from '@/lib/client/withMui';

interface Props {
  email: string;
  roles: Role[];
}

/** Where a sign-in link lands by default: who you are and what your roles open. */
function VerifySuccess({ email, roles }: Props) {
  return (
    <AuthMessage heading="You are signed in">
      <p>
        You are signed in as <strong>{email}</strong>. Your session lasts a working day; sign out on a shared
        computer.
      </p>
      <RoleLinks roles={roles} />
    </AuthMessage>
  );
}

export const getServerSideProps = page<Props>(
  '/auth/verify-success',
  async (_ctx, user) => ({ props: { email: user.email, roles: user.roles } }),
  { auth: 'signed-in' },
);

export default withMui(VerifySuccess);
