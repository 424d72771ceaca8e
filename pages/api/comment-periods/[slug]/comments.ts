import { PeriodSlugParam, PeriodCommentBody } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseBody, parseQuery, PUBLIC_CACHE, withStatus } from '@/lib/server/http/apiHandler';
import { ensureVisitorKey } from '@/lib/server/http/visitor';
import {
  filterComments,
  limitPeriodComment,
  localeOf,
  periodReport,
  submitPeriodComment,
} from '@/lib/server/services/commentPeriods';
import { ReportFilters } from '@/lib/shared/schemas/commentPeriods';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/comment-periods/<slug>/comments?how=&section=&language=: the published comments of a period whose
 * report is out (masked, no email). POST: a comment on the draft or a section, with answers (the page's form,
 * enhanced; before scripts the form posts to the page itself). Rate-limited with the map comments' limit;
 * every refusal in the language of the page (the body's `locale`), English by default;
 * 201 {id, status, receipt}; after the close 409 with the sentence that says when it closed and where the report is.
 */
export default apiHandler(
  {
    GET: async (req) => {
      const { slug } = parseQuery(PeriodSlugParam, req);
      const filters = parseQuery(ReportFilters, req);
      return filterComments((await periodReport(slug)).comments, filters);
    },
    POST: async (req, res) => {
      const { slug } = parseQuery(PeriodSlugParam, req);
      const body = parseBody(PeriodCommentBody, req);
      await limitPeriodComment(req, localeOf(body));
      return withStatus(201, await submitPeriodComment(slug, body, ensureVisitorKey(req, res)));
    },
  },
  { jsonBody: { maxBytes: 32 * 1024 }, cacheControl: PUBLIC_CACHE },
);
