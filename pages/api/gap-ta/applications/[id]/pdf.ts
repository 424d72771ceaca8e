import { apiHandler, parseQuery, sendDownload } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam } from '@/lib/shared/schemas/gapTaApplications';

/** GET: the PDF copy of the application's answers (the receipt's attachment), made on the server. */
export default apiHandler(
  {
    GET: async (req, res, { user }) => {
      const { id } = parseQuery(ApplicationIdParam, req);
      const { fileName, pdf } = await gapTaApplications.applicationPdfFor(user, id);
      sendDownload(res, { contentType: 'application/pdf', fileName, body: pdf });
    },
  },
  { auth: 'signed-in' },
);
