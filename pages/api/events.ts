import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listEvents } from '@/lib/server/services/events';

export default apiHandler({ GET: () => listEvents() }, { cacheControl: PUBLIC_CACHE });
