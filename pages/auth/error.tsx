import { AuthMessage } from '@/components/auth/AuthMessage';
import { page } from '@/lib/server/pages';

export default function AuthError() {
  return (
    <AuthMessage heading="We could not sign you in" action={{ href: '/auth/signin', label: 'Try again' }}>
      The sign-in link may have expired or been used already. Links work once and for a limited time; ask for
      a new one and use the most recent email.
    </AuthMessage>
  );
}

export const getServerSideProps = page('/auth/error');
