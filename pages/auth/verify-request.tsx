import { AuthMessage } from '@/components/auth/AuthMessage';
import { isEmbedded } from '@/lib/server/db/config';
import { MAGIC_LINK_MINUTES } from '@/lib/server/auth/options';
import { page } from '@/lib/server/pageProps';

interface Props {
  minutes: number;
  embedded: boolean;
}

function VerifyRequest({ minutes, embedded }: Props) {
  return (
    <AuthMessage heading="Check your email" action={{ href: '/auth/signin', label: 'Ask for a new link' }}>
      <p>
        If the address you entered may use the staff area, a sign-in link is on its way. The link works once,
        for {minutes} minutes. Nothing arrived after a few minutes? Check your junk folder, then ask for a new
        link. If you have no account yet, ask for access on the sign-in page.
      </p>
      {embedded && (
        <p>
          This copy runs on the embedded setup: the email is in the <code>data/outbox/</code> folder, and the
          link is printed in the server log.
        </p>
      )}
    </AuthMessage>
  );
}

export const getServerSideProps = page<Props>('/auth/verify-request', async () => ({
  props: { minutes: MAGIC_LINK_MINUTES, embedded: isEmbedded() },
}));

export default VerifyRequest;
