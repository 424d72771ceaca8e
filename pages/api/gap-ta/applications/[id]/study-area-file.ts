import { env } from '@/lib/server/env';
import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { readUpload } from '@/lib/server/http/upload';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { UploadNameQuery } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/**
 * PUT ?fileName=…: the study area as a file (zipped shapefile, GeoJSON, GeoPackage, KML/KMZ) in the raw body,
 * checked by the spatial-data pre-flight in the worker pool; a file that fails it is refused with its report.
 */
export default apiHandler(
  {
    PUT: async (req, _res, { user }) => {
      const query = parseQuery(UploadNameQuery, req);
      const bytes = await readUpload(req, env().INTAKE_MAX_UPLOAD_MB * 1024 * 1024);
      return gapTaApplications.uploadStudyArea(user, { ...query, bytes });
    },
  },
  { auth: ['submitter'] },
);
