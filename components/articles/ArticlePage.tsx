import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Article } from '@/lib/shared/schemas/articles';
import { Markdown } from './Markdown';
import type { MdTree } from '@/lib/shared/markdown';

interface Props {
  article: Article | null;
  copy?: MdTree | null;
  /** Data-backed sections shown after the copy (tables, charts, lists from the APIs). */
  children?: ReactNode;
}

/** A content page: its article record (Title as h1, Intro as lead), its Markdown copy, then any data sections. */
export function ArticlePage({ article, copy = null, children }: Props) {
  if (!article) return null;
  return (
    <article>
      <Typography variant="h1" gutterBottom>
        {article.Title}
      </Typography>
      <Typography component="p" variant="lead" sx={{ maxWidth: 900, mb: 3 }}>
        {article.Intro}
      </Typography>
      {copy && <Markdown tree={copy} />}
      {children}
    </article>
  );
}
