import { AuthMessage } from '@/components/auth/AuthMessage';
import { page } from '@/lib/server/pageProps';
import { authError } from '@/lib/shared/authErrors';

interface Props {
  error: { code: string; title: string; text: string };
}

/** next-auth sends every sign-in error here with ?error=<code>; each code is explained in plain words. */
function AuthError({ error }: Props) {
  return (
    <AuthMessage heading={error.title} action={{ href: '/auth/signin', label: 'Go to sign-in' }}>
      {error.text}
    </AuthMessage>
  );
}

export const getServerSideProps = page<Props>('/auth/error', async (ctx) => ({
  props: { error: authError(ctx.query.error) },
}));

export default AuthError;
