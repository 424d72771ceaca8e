import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listStrategicActions } from '@/lib/server/services/planRecords';

export default apiHandler({ GET: () => listStrategicActions() }, { cacheControl: PUBLIC_CACHE });
