import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { AuthMessage } from '@/components/auth/AuthMessage';
import { page } from '@/lib/server/pages';

export default function SignIn() {
  return (
    <AuthMessage heading="Sign in to the spatial-data area">
      Email sign-in for local-government and OIPI staff is being set up and is not open yet. If you need to
      send spatial data to OIPI before then, please{' '}
      <Link component={NextLink} href="/get-involved/contact-us">
        contact the VTrans team
      </Link>
      .
    </AuthMessage>
  );
}

export const getServerSideProps = page('/auth/signin');
