import { NewsletterLinkAction } from '@/components/newsletter/NewsletterLinkAction';
import { page } from '@/lib/server/pageProps';
import { tokenFromQuery } from '@/lib/shared/schemas/newsletter/rules';

interface Props {
  token: string | null;
}

/** The page every VTrans Updates email links to for stopping them. */
function Unsubscribe({ token }: Props) {
  return (
    <NewsletterLinkAction
      action="unsubscribe"
      token={token}
      heading="Stop VTrans Updates"
      intro="Press the button and we will send no more VTrans Updates to this address."
      buttonLabel="Unsubscribe"
      done={(r) =>
        `${r.email} is off the list: no more VTrans Updates will be sent to it. You can sign up again at the bottom of any page.`
      }
    />
  );
}

export const getServerSideProps = page<Props>('/newsletter/unsubscribe', async (ctx) => ({
  props: { token: tokenFromQuery(ctx.query.token) },
}));

export default Unsubscribe;
