import { PeriodCommentBody, PeriodSlugParam } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import { limitByClient } from '@/lib/server/http/rateLimit';
import { deleteDemographics, saveDemographics } from '@/lib/server/services/commentPeriods';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/comment-periods/<slug>/demographics {token, ageBand?, zip?, homeLanguage?, disability?}: the voluntary
 * demographics of one's own comment (the token of the thank-you answer), 200 {saved}. DELETE {token}: deletes
 * them, 200 {deleted}. A token this site did not make for a comment of the period: 403 with the reason. Never
 * cached, and never answers anyone's values.
 */
export default apiHandler(
  {
    POST: async (req) => {
      const { slug } = parseQuery(PeriodSlugParam, req);
      await limitByClient('period-demographics', req);
      return saveDemographics(slug, parseBody(PeriodCommentBody, req));
    },
    DELETE: async (req) => {
      const { slug } = parseQuery(PeriodSlugParam, req);
      await limitByClient('period-demographics', req);
      return deleteDemographics(slug, parseBody(PeriodCommentBody, req));
    },
  },
  { jsonBody: { maxBytes: 4 * 1024 } },
);
