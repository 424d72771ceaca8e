import { PeriodExportParams } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { sendStream } from '@/lib/server/http/stream';
import { periodCsv, periodGeoJson, periodPdf } from '@/lib/server/services/commentPeriods';

/**
 * GET /api/comment-periods/<slug>/export?format=csv|geojson|pdf: the published comments of a period whose report
 * is out: CSV (every comment, spreadsheet-safe) or GeoJSON (the mapped ones), written as the rows are read (keyset
 * pages, with back-pressure), or the report as a tagged PDF. Masked, never an email.
 */
// A streamed download may run past Next.js's 4 MB answer warning (a 20,000-comment CSV is ~4.5 MB).
export const config = { api: { responseLimit: false } };

export default apiHandler({
  GET: async (req, res) => {
    const { slug, format } = parseQuery(PeriodExportParams, req);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', PUBLIC_CACHE);
    if (format === 'pdf') {
      const pdf = await periodPdf(slug);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${slug}-comments.pdf"`);
      res.status(200).send(pdf);
      return;
    }
    const { filename, chunks } = format === 'csv' ? await periodCsv(slug) : await periodGeoJson(slug);
    res.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/geo+json');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    await sendStream(res, chunks);
  },
});
