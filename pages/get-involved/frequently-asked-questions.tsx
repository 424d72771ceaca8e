import { ArticlePage } from '@/components/content/ArticlePage';
import { FaqList } from '@/components/content/FaqList';
import { page } from '@/lib/server/pages';
import { listFaq } from '@/lib/server/services/faq';
import type { Article } from '@/lib/shared/schemas/articles';
import type { FaqEntry } from '@/lib/shared/schemas/faq';

interface Props {
  article: Article | null;
  copy: string | null;
  entries: FaqEntry[];
}

export default function FaqPage({ article, copy, entries }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <FaqList entries={entries} />
    </ArticlePage>
  );
}

/** The questions of content/faq.json, grouped and filtered in the browser. */
export const getServerSideProps = page<{ entries: FaqEntry[] }>(
  '/get-involved/frequently-asked-questions',
  async () => ({ props: { entries: await listFaq() } }),
);
