import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listDidYouKnow } from '@/lib/server/services/highlights';

export default apiHandler({ GET: () => listDidYouKnow() }, { cacheControl: PUBLIC_CACHE });
