import { AuthMessage } from '@/components/auth/AuthMessage';
import { page } from '@/lib/server/pages';

export default function VerifySuccess() {
  return (
    <AuthMessage
      heading="You are signed in"
      action={{ href: '/admin/spatial-data', label: 'Go to spatial data' }}
    >
      Your email address is confirmed.
    </AuthMessage>
  );
}

export const getServerSideProps = page('/auth/verify-success');
