import { ArticlePage } from '@/components/content/ArticlePage';
import { MeetingsList } from '@/components/content/MeetingsList';
import { page } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import type { Article } from '@/lib/shared/schemas/articles';
import type { Event } from '@/lib/shared/schemas/events';
import type { MdTree } from '@/lib/shared/markdown';

interface Props {
  article: Article | null;
  copy: MdTree | null;
  events: Event[];
  now: string;
}

export default function MeetingsPage({ article, copy, events, now }: Props) {
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
    props: { events: await content.listEvents(), now: new Date().toISOString() },
  }),
);
