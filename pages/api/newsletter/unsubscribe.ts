import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import * as newsletter from '@/lib/server/services/newsletter';
import { NewsletterTokenBody } from '@/lib/shared/schemas/newsletter';

export const config = { api: { bodyParser: false } };

/** POST /api/newsletter/unsubscribe {token}: takes the address off the list. 404 for a link we never sent. */
export default apiHandler(
  {
    POST: async (req) => {
      await limitByClient('newsletter-link', req);
      const s = await newsletter.unsubscribe(parseBody(NewsletterTokenBody, req).token);
      return { status: s.status, email: newsletter.maskEmail(s.email) };
    },
  },
  { jsonBody: { maxBytes: 1024 } },
);
