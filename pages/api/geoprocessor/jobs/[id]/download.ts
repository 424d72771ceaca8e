import { apiHandler } from '@/lib/server/http/apiHandler';
import * as extract from '@/lib/server/services/extract';
import { notFound } from '@/lib/shared/errors';
import { ExtractJobId } from '@/lib/shared/schemas/extract';

export const config = { api: { responseLimit: false } };

/** The zip of a finished extract job, as an attachment. */
export default apiHandler({
  GET: async (req, res) => {
    const id = ExtractJobId.safeParse(req.query.id);
    if (!id.success) throw notFound('There is no extract job with this id.');
    const { filename, body } = await extract.extractDownload(id.data);
    res.writeHead(200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(body.length),
      'Cache-Control': 'private, no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  },
});
