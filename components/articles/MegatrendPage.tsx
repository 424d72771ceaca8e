import Typography from '@mui/material/Typography';
import { KeyFiguresChart } from '@/components/charts/KeyFiguresChart';
import type { Article } from '@/lib/shared/schemas/articles';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';
import { ArticlePage } from './ArticlePage';
import type { MdTree } from '@/lib/shared/markdown';

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
          <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
            Key figures
          </Typography>
          <KeyFiguresChart items={items} />
        </>
      )}
    </ArticlePage>
  );
}
