import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as extract from '@/lib/server/services/extract';

/** SPEC §7 GET /api/geoprocessor/initialize-job/: the limits and choices of "Extract data for an area". */
export default apiHandler({ GET: () => extract.extractOptions() }, { cacheControl: PUBLIC_CACHE });
