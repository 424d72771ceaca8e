import { apiHandler, parseQuery, sendDownload } from '@/lib/server/http/apiHandler';
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
      sendDownload(res, { contentType: 'application/zip', fileName, body: zip });
    },
  },
  { auth: ['gap-reviewer'] },
);
