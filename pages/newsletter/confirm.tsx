import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction';
import { page } from '@/lib/server/pageProps';
import { tokenFromQuery } from '@/lib/shared/schemas/newsletter/rules';

interface Props {
  token: string | null;
}

/** The page the confirmation email links to (embedded mailing list, double opt-in). */
function ConfirmSubscription({ token }: Props) {
  return (
    <NewsletterLinkAction
      action="confirm"
      token={token}
      heading="Confirm your subscription"
      intro="Press the button to start receiving VTrans Updates at the address this email was sent to."
      buttonLabel="Confirm my subscription"
      done={(r) =>
        `Thank you: ${r.email} will receive VTrans Updates. Every email has a link to stop them at any time.`
      }
    />
  );
}

export const getServerSideProps = page<Props>('/newsletter/confirm', async (ctx) => ({
  props: { token: tokenFromQuery(ctx.query.token) },
}));

export default ConfirmSubscription;
