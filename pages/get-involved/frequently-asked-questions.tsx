import { ArticlePage } from '@/components/articles/ArticlePage';
import { FaqList } from '@/components/faq/FaqList';
import { page } from '@/lib/server/pageProps';
import { parseMarkdownCached } from '@/lib/server/markdown';
import { listFaq } from '@/lib/server/services/faq';
import type { Article } from '@/lib/shared/schemas/articles';
import type { RenderedFaqEntry } from '@/lib/shared/schemas/faq';
import type { MdTree } from '@/lib/shared/markdown';

interface Props {
  article: Article | null;
  copy: MdTree | null;
  entries: RenderedFaqEntry[];
}

function FaqPage({ article, copy, entries }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <FaqList entries={entries} />
    </ArticlePage>
  );
}

/** The questions of content/faq.json, grouped and filtered in the browser. */
export const getServerSideProps = page<{ entries: RenderedFaqEntry[] }>(
  '/get-involved/frequently-asked-questions',
  async () => {
    const entries = await listFaq();
    return { props: { entries: entries.map((e) => ({ ...e, answerTree: parseMarkdownCached(e.answer) })) } };
  },
);

export default FaqPage;
