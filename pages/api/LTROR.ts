import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listRiskRegister } from '@/lib/server/services/planRecords';

export default apiHandler({ GET: () => listRiskRegister() }, { cacheControl: PUBLIC_CACHE });
