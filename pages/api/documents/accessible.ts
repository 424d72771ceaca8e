import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as documents from '@/lib/server/services/documents';

/**
 * GET /api/documents/accessible: `{ paths }`, the '/resources/…' addresses of published documents shown
 * accessible (a PDF whose current automated check passes, another file a person recorded a review of). The ADA
 * notice opens for every other document. Public and shared: a finished check or an editor's change empties the
 * page cache on every instance (lib/server/changes.ts).
 */
export default apiHandler(
  { GET: async () => ({ paths: await documents.accessibleDocumentPaths() }) },
  { cacheControl: PUBLIC_CACHE },
);
