import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listUpdates } from '@/lib/server/services/updates';

export default apiHandler({ GET: () => listUpdates() }, { cacheControl: PUBLIC_CACHE });
