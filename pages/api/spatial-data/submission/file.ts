import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { readUpload } from '@/lib/server/http/upload';
import { env } from '@/lib/server/env';
import * as spatialData from '@/lib/server/services/spatialData';
import { UploadQuery } from '@/lib/shared/schemas/spatialData';

export const config = { api: { bodyParser: false } };

/**
 * PUT /api/spatial-data/submission/file?submissionID=…&fileName=…[&crs=EPSG:…]: the file as the raw body,
 * streamed and cut off at INTAKE_MAX_UPLOAD_MB. Answers the submission with the new version's pre-flight
 * report; files that cannot be taken answer 4xx and store nothing.
 */
export default apiHandler(
  {
    PUT: async (req, _res, { user }) => {
      const query = parseQuery(UploadQuery, req);
      const bytes = await readUpload(req, env().INTAKE_MAX_UPLOAD_MB * 1024 * 1024);
      return spatialData.uploadVersion(user, { ...query, bytes });
    },
  },
  { auth: ['submitter'] },
);
