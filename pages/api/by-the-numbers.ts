import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listByTheNumbers } from '@/lib/server/services/highlights';

export default apiHandler({ GET: () => listByTheNumbers() }, { cacheControl: PUBLIC_CACHE });
