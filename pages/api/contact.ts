import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import * as contact from '@/lib/server/services/contact';
import { ContactMessageInput } from '@/lib/shared/schemas/contact';

// A 5000-character message is at most ~20 kB of UTF-8; leave room for the other fields.
// apiHandler reads the body (jsonBody) so that every body error answers in the one JSON error shape.
export const config = { api: { bodyParser: false } };

/** POST /api/contact: the contact form. 201 {id}; rate-limited per client. */
export default apiHandler(
  {
    POST: async (req) => {
      await limitByClient('contact', req);
      return withStatus(201, await contact.submitContactMessage(parseBody(ContactMessageInput, req)));
    },
  },
  { jsonBody: { maxBytes: 64 * 1024 } },
);
