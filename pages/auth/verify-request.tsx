import { AuthMessage } from '@/components/auth/AuthMessage';
import { page } from '@/lib/server/pages';

export default function VerifyRequest() {
  return (
    <AuthMessage heading="Check your email">
      If the address you entered may use the spatial-data area, a sign-in link is on its way. The link works
      once and expires after 24 hours. Nothing arrived? Check your junk folder, then ask for a new link.
    </AuthMessage>
  );
}

export const getServerSideProps = page('/auth/verify-request');
