import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { mapExplorerPictures } from '@/lib/server/services/mapPicture';
import { MapPictureQuery } from '@/lib/shared/schemas/layers';

/**
 * GET /api/map-explorer/picture?size=wide|narrow: the Map Explorer's default view as an SVG picture, shown in the
 * map's place until the live map has drawn (lib/server/services/mapPicture.ts); with an ETag.
 */
export default apiHandler({
  GET: async (req, res) => {
    const { size } = parseQuery(MapPictureQuery, req);
    const picture = (await mapExplorerPictures())[size];
    res.setHeader('ETag', picture.etag);
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, must-revalidate');
    const tags = String(req.headers['if-none-match'] ?? '').split(',');
    if (tags.some((t) => t.trim().replace(/^W\//, '') === picture.etag)) return void res.status(304).end();
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.status(200).end(picture.svg);
  },
});
