import { ArticlePage } from '@/components/articles/ArticlePage';
import { UpdatesList } from '@/components/updates/UpdatesList';
import { page } from '@/lib/server/pageProps';
import { listUpdatesPage } from '@/lib/server/services/updates';
import type { UpdatesPage } from '@/lib/shared/paging';
import type { Article } from '@/lib/shared/schemas/articles';
import type { MdTree } from '@/lib/shared/markdown';

type Props = { article: Article | null; copy: MdTree | null; list: UpdatesPage };

function ProgramUpdatesPage({ article, copy, list }: Props) {
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
    props: { list: await listUpdatesPage(ctx.query) },
  }),
);

export default ProgramUpdatesPage;
