import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import * as contact from '@/lib/server/services/contact';
import { ContactMessageInput } from '@/lib/shared/schemas/contact';

// A 5000-character message is at most ~20 kB of UTF-8; leave room for the other fields.
export const config = { api: { bodyParser: { sizeLimit: '64kb' } } };

/** POST /api/contact: the contact form. 201 {id}; rate-limited per client. */
export default apiHandler({
  POST: async (req) => {
    await limitByClient('contact', req);
    return withStatus(201, await contact.submitContactMessage(parseBody(ContactMessageInput, req)));
  },
});
