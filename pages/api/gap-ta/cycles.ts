import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';

/** GET /api/gap-ta/cycles: the open GAP-TA application cycle, the next one and the last one that closed. */
export default apiHandler({ GET: () => gapTaApplications.currentCycles() }, { cacheControl: PUBLIC_CACHE });
