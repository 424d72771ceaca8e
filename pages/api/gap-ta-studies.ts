import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as gapTa from '@/lib/server/services/gapTa';

export default apiHandler({ GET: () => gapTa.listGapTaStudies() }, { cacheControl: PUBLIC_CACHE });
