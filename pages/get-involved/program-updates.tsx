import { ArticlePage } from '@/components/content/ArticlePage';
import { UpdatesList, type UpdatesListProps } from '@/components/content/UpdatesList';
import { page } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import { beyondEndMessage, pageOf, parseUpdatesQuery } from '@/lib/shared/paging';
import type { Article } from '@/lib/shared/schemas/articles';

type Props = { article: Article | null; copy: string | null; list: UpdatesListProps };

export default function ProgramUpdatesPage({ article, copy, list }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <UpdatesList {...list} />
    </ArticlePage>
  );
}

/** One page of updates (?page=N, ?program=vtrans|gap-ta); a bad value or a page past the end → 404 with why. */
export const getServerSideProps = page<{ list: UpdatesListProps }>(
  '/get-involved/program-updates',
  async (ctx) => {
    const query = parseUpdatesQuery(ctx.query);
    if (!query.ok) return { props: { list: { error: query.message } }, status: 404 };
    const all = await content.listUpdates();
    const matching = query.program ? all.filter((u) => u.Program === query.program) : all;
    const paged = pageOf(matching, query.page);
    if (!paged)
      return {
        props: { list: { error: beyondEndMessage(query.page, pageOf(matching, 1)?.pageCount ?? 1) } },
        status: 404,
      };
    return { props: { list: { ...paged, updates: paged.items, program: query.program, error: null } } };
  },
);
