import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listStatutoryRequirements } from '@/lib/server/services/planRecords';

export default apiHandler({ GET: () => listStatutoryRequirements() }, { cacheControl: PUBLIC_CACHE });
