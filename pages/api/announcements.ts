import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as content from '@/lib/server/services/content';

export default apiHandler({ GET: () => content.listAnnouncements() }, { cacheControl: PUBLIC_CACHE });
