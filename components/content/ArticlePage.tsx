import Typography from '@mui/material/Typography';
import type { Article } from '@/lib/shared/schemas/articles';

/** A content page's heading and introduction, from its article record (SPEC §3: Title, Intro). */
export function ArticlePage({ article }: { article: Article | null }) {
  if (!article) return null;
  return (
    <article>
      <Typography variant="h1" gutterBottom>
        {article.Title}
      </Typography>
      <Typography sx={{ maxWidth: 900 }}>{article.Intro}</Typography>
    </article>
  );
}
