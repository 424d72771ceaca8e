import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ExportQuery } from '@/lib/shared/schemas/gapTaApplications';

/** GET ?cycle=: the cycle's sent applications with their scores as CSV (formula-safe), GAP-TA reviewers only. */
export default apiHandler(
  {
    GET: async (req, res, { user }) => {
      const { fileName, csv } = await gapTaApplications.exportCycle(user, parseQuery(ExportQuery, req).cycle);
      const body = Buffer.from(csv, 'utf8');
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Content-Length', String(body.length));
      res.status(200).end(body);
    },
  },
  { auth: ['gap-reviewer'] },
);
