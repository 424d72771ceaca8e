import { apiHandler, parseQuery } from '@/lib/server/http/apiHandler';
import { env } from '@/lib/server/env';
import { findEvent } from '@/lib/server/services/events';
import { notFound } from '@/lib/shared/errors';
import { buildIcs, eventToCalendar } from '@/lib/shared/ics';
import { EventSlugQuery } from '@/lib/shared/schemas/events';

/** GET /api/events/<slug>/ics: one meeting as an iCalendar file to add to a calendar. */
export default apiHandler({
  GET: async (req, res) => {
    const { slug } = parseQuery(EventSlugQuery, req);
    const event = await findEvent(slug);
    if (!event) throw notFound(`No meeting or event with the id '${slug}'. It may have been mistyped.`);
    const ics = buildIcs(eventToCalendar(event, env().SITE_URL), new Date());
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${slug}.ics"`);
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    res.status(200).send(ics);
  },
});
