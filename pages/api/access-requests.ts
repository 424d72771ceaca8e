import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import * as people from '@/lib/server/services/people';
import { AccessRequestInput } from '@/lib/shared/schemas/people';

/** apiHandler reads the JSON body, so every body error answers in the one error shape. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/access-requests: someone asks for access from the sign-in page. 202 whether or not the address
 * already has an account (no account enumeration); an admin approves it on /admin/users.
 */
export default apiHandler(
  {
    POST: async (req) => {
      const input = parseBody(AccessRequestInput, req);
      await limitByClient('access-requests', req);
      await people.requestAccess(input);
      return withStatus(202, {
        message: 'Thank you. An administrator will review your request and email you when it is approved.',
      });
    },
  },
  { jsonBody: { maxBytes: 16 * 1024 } },
);
