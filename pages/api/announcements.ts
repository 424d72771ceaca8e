import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { listAnnouncements } from '@/lib/server/services/announcements';

export default apiHandler({ GET: () => listAnnouncements() }, { cacheControl: PUBLIC_CACHE });
