import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { layerFeatures } from '@/lib/server/services/layers';
import { FeatureQuery } from '@/lib/shared/schemas/layers';

/**
 * GET /api/map-explorer/layers/{layerKey}/features: a layer's features as GeoJSON (default), CSV, KML or a
 * zipped shapefile; `bbox`, repeated `filter=field:a|b`, `fields`, `ids`, `q`, `scale`, `limit`, `offset`.
 * Unknown layer → 404; a bad parameter → 400 naming it; more than 10,000 features → 400 saying so.
 */
export default apiHandler({
  GET: async (req, res) => {
    const query = parseQuery(FeatureQuery, req);
    const answer = await layerFeatures(query, {
      ifNoneMatch: req.headers['if-none-match'],
      acceptsGzip: /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')),
    });
    res.setHeader('ETag', answer.etag);
    // Public data: shared caches may keep it a minute and must then revalidate with the ETag.
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, must-revalidate');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Content-Disposition',
      `${answer.inline ? 'inline' : 'attachment'}; filename="${answer.filename}"`,
    );
    if (answer.status === 304) return void res.status(304).end();
    res.setHeader('Content-Type', answer.contentType);
    if (answer.gzipped) res.setHeader('Content-Encoding', 'gzip');
    if (answer.matched !== undefined) res.setHeader('X-Total-Count', String(answer.matched));
    res.setHeader('Content-Length', String(answer.body!.length));
    res.status(200).end(answer.body);
  },
});
