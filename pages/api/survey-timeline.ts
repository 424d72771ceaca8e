import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listSurveyTimeline } from '@/lib/server/services/planRecords';

export default apiHandler({ GET: () => listSurveyTimeline() }, { cacheControl: PUBLIC_CACHE });
