import { apiHandler, parseQuery, sendDownload } from '@/lib/server/http/apiHandler';
import { readUpload } from '@/lib/server/http/upload';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import {
  ApplicationIdParam,
  ClarificationFileQuery,
  UploadNameQuery,
} from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/**
 * A PDF sent with the answer to OIPI's question. PUT ?fileName=… (raw body, at most LETTER_MAX_MB): the applicant
 * attaches it to the answer they are writing (another replaces it); DELETE: they take it off. GET ?file={step}:
 * the file sent with that answer, for the applicant's locality or GAP-TA reviewers (never cached, never public).
 */
export default apiHandler(
  {
    PUT: async (req, _res, { user }) => {
      const query = parseQuery(UploadNameQuery, req);
      const bytes = await readUpload(
        req,
        gapTaApplications.LETTER_MAX_BYTES,
        'Save the PDF at a lower resolution, or send its pages as two answers.',
      );
      return gapTaApplications.attachClarificationFile(user, { ...query, bytes });
    },
    DELETE: (req, _res, { user }) =>
      gapTaApplications.removeClarificationFile(user, parseQuery(ApplicationIdParam, req).id),
    GET: async (req, res, { user }) => {
      const { id, file } = parseQuery(ClarificationFileQuery, req);
      const { name, bytes } = await gapTaApplications.readClarificationFile(user, id, file);
      sendDownload(res, { contentType: 'application/pdf', fileName: name, body: bytes });
    },
  },
  { auth: 'signed-in' },
);
