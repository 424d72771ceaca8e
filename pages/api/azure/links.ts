import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as documents from '@/lib/server/services/documents';

export default apiHandler({ GET: () => documents.listLinks() }, { cacheControl: PUBLIC_CACHE });
