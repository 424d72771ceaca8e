import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import * as gapTaApplications from '@/lib/server/services/gapTaApplications';
import { ApplicationIdParam } from '@/lib/shared/schemas/gapTaApplications';

/** GET: the PDF copy of the application's answers (the receipt's attachment), made on the server. */
export default apiHandler(
  {
    GET: async (req, res, { user }) => {
      const { fileName, pdf } = await gapTaApplications.applicationPdfFor(
        user,
        parseQuery(ApplicationIdParam, req).id,
      );
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Content-Length', String(pdf.length));
      res.status(200).end(pdf);
    },
  },
  { auth: 'signed-in' },
);
