import { apiHandler, parseBody } from '@/lib/server/http/apiHandler';
import { CHANGES_NOTHING_HEADER } from '@/lib/server/http/pageCache';
import { requireRole } from '@/lib/server/auth/roles';
import { previewMarkdown } from '@/lib/server/services/content/markdownInPool';
import { MarkdownPreviewInput } from '@/lib/shared/schemas/content';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/admin/content/markdown-preview {markdown}: the tree the public page would render and the problems
 * to fix (raw HTML, links to nowhere, heading gaps, images without alt text). A POST because a body may be
 * long; it changes nothing, so it leaves the page cache alone.
 */
export default apiHandler(
  {
    POST: async (req, res, { user }) => {
      requireRole(user, 'editor');
      res.setHeader(CHANGES_NOTHING_HEADER, '1');
      return await previewMarkdown(parseBody(MarkdownPreviewInput, req).markdown);
    },
  },
  { auth: ['editor'], jsonBody: { maxBytes: 256 * 1024 } },
);
