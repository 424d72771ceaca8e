import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as documents from '@/lib/server/services/documents';

export default apiHandler({ GET: () => documents.listedDocuments() }, { cacheControl: PUBLIC_CACHE });
