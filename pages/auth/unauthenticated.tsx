import { UnauthenticatedNotice } from '@/components/auth/AuthMessage';
import { page } from '@/lib/server/pageProps';
import { safeCallbackUrl } from '@/lib/shared/callbackUrl';

interface Props {
  callbackUrl: string | null;
}

/** Where guarded pages send visitors without a session; sign-in brings them back to `callbackUrl`. */
function Unauthenticated({ callbackUrl }: Props) {
  return <UnauthenticatedNotice callbackUrl={callbackUrl} />;
}

export const getServerSideProps = page<Props>('/auth/unauthenticated', async (ctx) => {
  const url = safeCallbackUrl(ctx.query.callbackUrl, '');
  return { props: { callbackUrl: url || null } };
});

export default Unauthenticated;
