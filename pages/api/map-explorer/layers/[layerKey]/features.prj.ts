import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { layerPrj } from '@/lib/server/services/layers';
import { FeatureQuery } from '@/lib/shared/schemas/layers';

/**
 * GET /api/map-explorer/layers/{layerKey}/features.prj: the coordinate system of the layer's CSV (WGS 84), as the
 * .prj GDAL and QGIS read beside a CSV of the same name; the bare CSV leaves them to guess.
 */
export default apiHandler({
  GET: async (req, res) => {
    const { body, filename } = await layerPrj(parseQuery(FeatureQuery, req));
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.status(200).end(body);
  },
});
