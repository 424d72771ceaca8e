import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listPublicPeriods } from '@/lib/server/services/commentPeriods';

/** GET /api/comment-periods: the published comment periods (open, upcoming, closed), newest closing first. */
export default apiHandler({ GET: () => listPublicPeriods() }, { cacheControl: PUBLIC_CACHE });
