import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import * as newsletter from '@/lib/server/services/newsletter';
import { NewsletterTokenBody } from '@/lib/shared/schemas/newsletter';

export const config = { api: { bodyParser: false } };

/** POST /api/newsletter/confirm {token}: confirms a subscription from the emailed link. 404 for a bad link. */
export default apiHandler(
  {
    POST: async (req) => {
      await limitByClient('newsletter-link', req);
      const s = await newsletter.confirmSubscription(parseBody(NewsletterTokenBody, req).token);
      return { status: s.status, email: newsletter.maskEmail(s.email) };
    },
  },
  { jsonBody: { maxBytes: 1024 } },
);
