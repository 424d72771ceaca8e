import { PeriodSlugParam } from '@/lib/shared/schemas/commentPeriods';
import { apiHandler, parseQuery, PUBLIC_CACHE } from '@/lib/server/http/apiHandler';
import { env } from '@/lib/server/env';
import { publicPeriod } from '@/lib/server/services/commentPeriods';
import { absolute } from '@/lib/shared/routes';
import { buildIcs } from '@/lib/shared/ics';
import { periodPath } from '@/lib/shared/schemas/commentPeriods';

/**
 * GET /api/comment-periods/<slug>/ics: the closing of a period as an iCalendar file (a 30-minute entry ending at
 * the close), UID `<slug>-closes@vtrans`; SEQUENCE is the period's revision, so a moved date replaces the entry.
 */
export default apiHandler({
  GET: async (req, res) => {
    const { slug } = parseQuery(PeriodSlugParam, req);
    const period = await publicPeriod(slug);
    const page = absolute(env().SITE_URL, periodPath(period.slug));
    const ics = buildIcs(
      {
        uid: `${period.slug}-closes@vtrans`,
        start: new Date(Date.parse(period.closesAt) - 30 * 60_000).toISOString(),
        end: period.closesAt,
        summary: `Comments close: ${period.title}`,
        description: `${period.summary}\n\nComment before the period closes: ${page}`,
        location: null,
        url: page,
        sequence: period.revision,
      },
      new Date(),
    );
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${period.slug}-closes.ics"`);
    res.setHeader('Cache-Control', PUBLIC_CACHE);
    res.status(200).send(ics);
  },
});
