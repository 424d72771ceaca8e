import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import * as interactiveQueries from '@/lib/server/services/interactiveQueries';
import { InteractiveQueryInput } from '@/lib/shared/schemas/interactiveQuery';

// apiHandler reads the body (jsonBody) so that every body error answers in the one JSON error shape.
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    POST: async (req) => {
      await limitByClient('interactive-query', req);
      const saved = await interactiveQueries.saveInteractiveQuery(parseBody(InteractiveQueryInput, req));
      return withStatus(201, saved, { Location: `/api/interactive-query/${saved.id}` });
    },
  },
  { jsonBody: { maxBytes: 256 * 1024 } },
);
