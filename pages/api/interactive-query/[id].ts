import { apiHandler } from '@/lib/server/http/apiHandler';
import * as interactiveQueries from '@/lib/server/services/interactiveQueries';
import { InteractiveQueryId } from '@/lib/shared/schemas/interactiveQuery';
import { notFound } from '@/lib/shared/errors';

const MISSING = 'No saved query with this id. It may have been mistyped.';

/** The id is part of the resource's path: one that is not a UUID names no resource, so it is a 404 like an unknown one. */
export default apiHandler(
  {
    GET: (req) => {
      const id = InteractiveQueryId.safeParse(req.query.id);
      if (!id.success) throw notFound(MISSING);
      return interactiveQueries.getInteractiveQuery(id.data);
    },
  },
  { cacheControl: 'public, max-age=300, s-maxage=3600' },
);
