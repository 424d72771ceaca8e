import { z } from 'zod';
import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { layerFieldValues } from '@/lib/server/services/layers';

const Query = z.object({ layerKey: z.string().min(1).max(80) });

/** GET /api/map-explorer/layers/{layerKey}/values: the filter choices, field → its values (few-valued fields only). */
export default apiHandler(
  { GET: (req) => layerFieldValues(parseQuery(Query, req).layerKey) },
  { cacheControl: PUBLIC_CACHE },
);
