import { MeetingDetail } from '@/components/meetings/MeetingDetail';
import { page } from '@/lib/server/pageProps';
import { findEvent } from '@/lib/server/services/events';
import { publishedTranslation } from '@/lib/server/services/translations';
import { Slug } from '@/lib/shared/schemas/common';
import type { Event } from '@/lib/shared/schemas/events';

function MeetingPage({ event }: { event: Event | null }) {
  return <MeetingDetail event={event} />;
}

/** One meeting chosen by ?id=<slug>; unknown → the generic title 'VTrans | Event' and a 404 status. */
export const getServerSideProps = page<{ event: Event | null }>(
  '/get-involved/meetings/meeting',
  async (ctx) => {
    const id = Slug.safeParse(ctx.query.id);
    const event = id.success ? await findEvent(id.data) : null;
    if (!event) return { props: { event: null }, title: 'VTrans | Event', description: null, status: 404 };
    // In another language, its published translation (its notice says by whom and whether it was reviewed).
    const t = await publishedTranslation('event', event.slug, ctx.locale);
    if (t) {
      const translated = {
        ...event,
        title: t.title,
        description: t.body || event.description,
        notice: t.summary || event.notice,
      };
      return {
        props: { event: translated },
        title: `${t.title} | VTrans`,
        description: translated.description,
        translation: t.translation,
      };
    }
    return { props: { event }, title: `${event.title} | VTrans`, description: event.description };
  },
);

export default MeetingPage;
