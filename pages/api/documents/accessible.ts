import { apiHandler, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import * as documents from '@/lib/server/services/documents';

/**
 * GET /api/documents/accessible: `{ paths }`, the '/resources/…' addresses of published documents an editor
 * marked accessible. The ADA notice opens for every other document. Public and shared: an editor's
 * change empties the page cache on every instance (lib/server/changes.ts).
 */
export default apiHandler(
  { GET: async () => ({ paths: await documents.accessibleDocumentPaths() }) },
  { cacheControl: PUBLIC_CACHE },
);
