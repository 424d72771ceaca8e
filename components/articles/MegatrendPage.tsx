import { KeyFiguresChart } from '@/components/charts/KeyFiguresChart';
import type { Article } from '@/lib/shared/schemas/articles';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';
import { ArticlePage } from './ArticlePage';
import type { MdTree } from '@/lib/shared/markdown';
import text from '@/styles/type.module.css';
import css from './articles.module.css';

interface Props {
  article: Article | null;
  copy: MdTree | null;
  /** The register's macrotrends of this megatrend page. */
  items: RiskRegisterItem[];
}

/** A megatrend page: its article and copy, then the key figures of its macrotrends (when it has any). */
export function MegatrendPage({ article, copy, items }: Props) {
  const hasFigures = items.some((i) => i.keyFigures.length > 0);
  return (
    <ArticlePage article={article} copy={copy}>
      {hasFigures && (
        <>
          <h2 className={`${text.h2} ${css.sectionTitle}`}>Key figures</h2>
          <KeyFiguresChart items={items} />
        </>
      )}
    </ArticlePage>
  );
}
