import { apiHandler } from '@/lib/server/http/apiHandler';
import * as newsletter from '@/lib/server/services/newsletter';

/** GET /api/newsletter/subscribers (admin): the embedded list as a CSV download. */
export default apiHandler(
  {
    GET: async (_req, res, { user }) => {
      const csv = await newsletter.subscribersCsv(user);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="vtrans-newsletter-subscribers.csv"');
      res.status(200).send(csv);
    },
  },
  { auth: ['admin'] },
);
