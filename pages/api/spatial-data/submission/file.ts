import { apiHandler, parseQuery, withStatus } from '@/lib/server/http/apiHandler';
import { readUpload } from '@/lib/server/http/upload';
import { env } from '@/lib/server/env';
import * as spatialData from '@/lib/server/services/spatialData';
import { UploadProgressQuery, UploadQuery } from '@/lib/shared/schemas/spatialData';

export const config = { api: { bodyParser: false } };

/** 202 while the pre-flight still runs (the answer names the job to ask about), 200 with the report. */
const answer = (result: Awaited<ReturnType<typeof spatialData.uploadVersion>>) =>
  withStatus('checking' in result ? 202 : 200, result);

/**
 * PUT /api/spatial-data/submission/file?submissionID=…&fileName=…[&crs=EPSG:…][&layer=…]: the file as the raw
 * body, streamed and cut off at INTAKE_MAX_UPLOAD_MB. Its pre-flight runs as a job; the answer is the
 * submission with the new version's report, or the 4xx saying why the file cannot be taken (nothing stored),
 * or — when the check takes longer than INTAKE_UPLOAD_WAIT_MS — 202 with `checking.job`.
 * GET …?submissionID=…&job=…: the same answer for that job, once it is ready (202 until then).
 */
export default apiHandler(
  {
    PUT: async (req, _res, { user }) => {
      const query = parseQuery(UploadQuery, req);
      const bytes = await readUpload(req, env().INTAKE_MAX_UPLOAD_MB * 1024 * 1024);
      return answer(await spatialData.uploadVersion(user, { ...query, bytes }));
    },
    GET: async (req, _res, { user }) =>
      answer(await spatialData.uploadProgress(user, parseQuery(UploadProgressQuery, req))),
  },
  { auth: ['submitter'] },
);
