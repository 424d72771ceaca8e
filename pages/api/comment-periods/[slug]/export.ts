import { PeriodExportParams } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { periodCsv, periodGeoJson, periodPdf } from '@/lib/server/services/commentPeriods';

/**
 * GET /api/comment-periods/<slug>/export?format=csv|geojson: the published comments of a period whose report is
 * out: CSV (every comment, spreadsheet-safe) or GeoJSON (the mapped ones). Masked, never an email.
 */
export default apiHandler({
  GET: async (req, res) => {
    const { slug, format } = parseQuery(PeriodExportParams, req);
    const [body, type] =
      format === 'csv'
        ? [await periodCsv(slug), 'text/csv; charset=utf-8']
        : format === 'pdf'
          ? [await periodPdf(slug), 'application/pdf']
          : [JSON.stringify(await periodGeoJson(slug)), 'application/geo+json'];
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Disposition', `attachment; filename="${slug}-comments.${format}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', PUBLIC_CACHE);
    res.status(200).send(body);
  },
});
