import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listWhatsNew } from '@/lib/server/services/highlights';

export default apiHandler({ GET: () => listWhatsNew() }, { cacheControl: PUBLIC_CACHE });
