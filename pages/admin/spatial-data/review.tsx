import { UnauthenticatedNotice } from '@/components/auth/AuthMessage';
import { page } from '@/lib/server/pages';

/** Until sign-in exists every admin route shows the unauthenticated notice, never admin content. */
export default UnauthenticatedNotice;

export const getServerSideProps = page('/admin/spatial-data/review');
