import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { layerFieldValues } from '@/lib/server/services/layers';
import { LayerValuesQuery } from '@/lib/shared/schemas/layers';

/** GET /api/map-explorer/layers/{layerKey}/values: the filter choices, field → its values (few-valued fields only). */
export default apiHandler(
  { GET: (req) => layerFieldValues(parseQuery(LayerValuesQuery, req).layerKey) },
  { cacheControl: PUBLIC_CACHE },
);
