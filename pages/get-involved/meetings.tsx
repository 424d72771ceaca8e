import { ArticlePage } from '@/components/articles/ArticlePage';
import { MeetingsList } from '@/components/meetings/MeetingsList';
import { page } from '@/lib/server/pageProps';
import { listEvents } from '@/lib/server/services/events';
import type { Article } from '@/lib/shared/schemas/articles';
import type { Event } from '@/lib/shared/schemas/events';
import type { MdTree } from '@/lib/shared/markdown';

interface Props {
  article: Article | null;
  copy: MdTree | null;
  events: Event[];
  now: string;
}

function MeetingsPage({ article, copy, events, now }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <MeetingsList events={events} now={now} />
    </ArticlePage>
  );
}

/** Every meeting, split on the server's clock into upcoming and past. */
export const getServerSideProps = page<{ events: Event[]; now: string }>(
  '/get-involved/meetings',
  async () => ({
    props: { events: await listEvents(), now: new Date().toISOString() },
  }),
);

export default MeetingsPage;
