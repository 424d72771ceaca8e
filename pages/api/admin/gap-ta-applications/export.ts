import { apiHandler, parseQuery, sendDownload } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ExportQuery } from '@/lib/shared/schemas/gapTaApplications';

/** GET ?cycle=: the cycle's sent applications with their scores as CSV (formula-safe), GAP-TA reviewers only. */
export default apiHandler(
  {
    GET: async (req, res, { user }) => {
      const { fileName, csv } = await gapTaApplications.exportCycle(user, parseQuery(ExportQuery, req).cycle);
      sendDownload(res, { contentType: 'text/csv; charset=utf-8', fileName, body: Buffer.from(csv, 'utf8') });
    },
  },
  { auth: ['gap-reviewer'] },
);
