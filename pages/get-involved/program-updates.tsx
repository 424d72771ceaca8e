import { ArticlePage } from '@/components/content/ArticlePage';
import { UpdatesList } from '@/components/content/UpdatesList';
import { page } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import type { UpdatesPage } from '@/lib/shared/paging';
import type { Article } from '@/lib/shared/schemas/articles';
import type { MdTree } from '@/lib/shared/markdown';

type Props = { article: Article | null; copy: MdTree | null; list: UpdatesPage };

export default function ProgramUpdatesPage({ article, copy, list }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <UpdatesList {...list} />
    </ArticlePage>
  );
}

/** One page of updates (?page=N, ?program=vtrans|gap-ta); a bad value or a page past the end → 404 with why. */
export const getServerSideProps = page<{ list: UpdatesPage }>(
  '/get-involved/program-updates',
  async (ctx) => ({
    props: { list: await content.listUpdatesPage(ctx.query) },
  }),
);
