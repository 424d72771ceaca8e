import { apiHandler, parseQuery, sendDownload } from '@/lib/server/http/apiHandler';
import { readUpload } from '@/lib/server/http/upload';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam, UploadNameQuery } from '@/lib/shared/schemas/gapTaApplications';

export const config = { api: { bodyParser: false } };

/**
 * PUT ?fileName=…: the letter of support, a PDF (raw body, at most LETTER_MAX_MB), kept in private storage.
 * GET: the letter, for the applicant's locality or GAP-TA reviewers (never cached, never public).
 */
export default apiHandler(
  {
    PUT: async (req, _res, { user }) => {
      const query = parseQuery(UploadNameQuery, req);
      const bytes = await readUpload(req, gapTaApplications.LETTER_MAX_BYTES);
      return gapTaApplications.uploadLetter(user, { ...query, bytes });
    },
    GET: async (req, res, { user }) => {
      const { name, bytes } = await gapTaApplications.readLetter(
        user,
        parseQuery(ApplicationIdParam, req).id,
      );
      sendDownload(res, { contentType: 'application/pdf', fileName: name, body: bytes });
    },
  },
  { auth: 'signed-in' },
);
