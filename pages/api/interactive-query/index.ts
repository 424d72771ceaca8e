import { apiHandler, parseBody, withStatus } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import * as interactiveQueries from '@/lib/server/services/interactiveQueries';
import { InteractiveQueryInput } from '@/lib/shared/schemas/interactiveQuery';

export const config = { api: { bodyParser: { sizeLimit: '256kb' } } };

export default apiHandler({
  POST: async (req) => {
    await limitByClient('interactive-query', req);
    const saved = await interactiveQueries.saveInteractiveQuery(parseBody(InteractiveQueryInput, req));
    return withStatus(201, saved, { Location: `/api/interactive-query/${saved.id}` });
  },
});
