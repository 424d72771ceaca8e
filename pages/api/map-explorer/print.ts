import { apiHandler, parseBody, sendDownload } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { printMap } from '@/lib/server/services/mapPrint';
import { MapPrintRequest, MAX_PRINT_IMAGE_CHARS } from '@/lib/shared/schemas/mapPrint';

// apiHandler reads the body (jsonBody) so that every body error answers in the one JSON error shape.
export const config = { api: { bodyParser: false } };

/** POST: the map as drawn, its legend, scale and state → the printed page as a tagged PDF (vtrans-map.pdf). */
export default apiHandler(
  {
    POST: async (req, res) => {
      await limitByClient('map-print', req);
      const pdf = await printMap(parseBody(MapPrintRequest, req));
      sendDownload(res, { contentType: 'application/pdf', fileName: 'vtrans-map.pdf', body: pdf });
    },
  },
  { jsonBody: { maxBytes: MAX_PRINT_IMAGE_CHARS + 512 * 1024 } },
);
