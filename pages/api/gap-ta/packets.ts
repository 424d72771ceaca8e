import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ExportQuery } from '@/lib/shared/schemas/gapTaApplications';

/** GET ?cycle=: the cycle's PDF packets (each sent application's PDF copy and letter) as one zip. */
export default apiHandler(
  {
    GET: async (req, res, { user }) => {
      const { fileName, zip } = await gapTaApplications.exportPackets(
        user,
        parseQuery(ExportQuery, req).cycle,
      );
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Content-Length', String(zip.length));
      res.status(200).end(zip);
    },
  },
  { auth: ['gap-reviewer'] },
);
