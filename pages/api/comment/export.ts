import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { exportComments } from '@/lib/server/services/comments';
import { ExportQuery } from '@/lib/shared/schemas/comments';

/**
 * GET /api/comment/export?format=csv|geojson: every comment (any status) with latitude/longitude, district
 * and locality, for GIS. Reviewers only; no email addresses.
 */
export default apiHandler(
  {
    GET: async (req, res, { user }) => {
      const { format } = parseQuery(ExportQuery, req);
      const body = Buffer.from(await exportComments(user, format), 'utf8');
      const stamp = new Date().toISOString().slice(0, 10);
      res.setHeader(
        'Content-Type',
        format === 'csv' ? 'text/csv; charset=utf-8' : 'application/geo+json; charset=utf-8',
      );
      res.setHeader('Content-Disposition', `attachment; filename="vtrans-map-comments-${stamp}.${format}"`);
      res.setHeader('Content-Length', String(body.length));
      res.status(200).end(body);
    },
  },
  { auth: ['reviewer'] },
);
