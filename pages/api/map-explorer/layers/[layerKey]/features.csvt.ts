import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { layerCsvTypes } from '@/lib/server/services/layers';
import { FeatureQuery } from '@/lib/shared/schemas/layers';

/**
 * GET /api/map-explorer/layers/{layerKey}/features.csvt: the column types of the CSV that `features?format=csv`
 * gives for the same query (the catalog links it beside the CSV); saved beside it, GDAL and QGIS read the types.
 */
export default apiHandler({
  GET: async (req, res) => {
    const { body, filename } = await layerCsvTypes(parseQuery(FeatureQuery, req));
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, must-revalidate');
    res.status(200).end(body);
  },
});
