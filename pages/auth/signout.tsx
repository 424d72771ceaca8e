import { AuthMessage } from '@/components/auth/AuthMessage';
import { page } from '@/lib/server/pages';

export default function SignOut() {
  return (
    <AuthMessage heading="Signed out" action={{ href: '/', label: 'Go to the VTrans home page' }}>
      You are not signed in to the spatial-data area on this browser.
    </AuthMessage>
  );
}

export const getServerSideProps = page('/auth/signout');
