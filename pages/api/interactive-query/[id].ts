import { z } from 'zod';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as interactiveQueries from '@/lib/server/services/interactiveQueries';
import { InteractiveQueryId } from '@/lib/shared/schemas/interactiveQuery';

const Params = z.object({ id: InteractiveQueryId });

export default apiHandler(
  { GET: (req) => interactiveQueries.getInteractiveQuery(parseQuery(Params, req).id) },
  { cacheControl: 'public, max-age=300, s-maxage=3600' },
);
