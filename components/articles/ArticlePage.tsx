import type { ReactNode } from 'react';
import type { Article } from '@/lib/shared/schemas/articles';
import text from '@/styles/type.module.css';
import { Markdown } from './Markdown';
import type { MdTree } from '@/lib/shared/markdown';
import css from './articles.module.css';

interface Props {
  article: Article | null;
  copy?: MdTree | null;
  /** A data-backed section shown first, under the lead (e.g. where a cycle stands, with its button). */
  top?: ReactNode;
  /** Data-backed sections shown after the copy (tables, charts, lists from the APIs). */
  children?: ReactNode;
}

/** A content page: its article record (Title as h1, Intro as lead), its Markdown copy, then any data sections. */
export function ArticlePage({ article, copy = null, top = null, children }: Props) {
  if (!article) return null;
  return (
    <article>
      <h1 className={`${text.h1} ${css.title}`}>{article.Title}</h1>
      <p className={`${text.lead} ${css.lead}`}>{article.Intro}</p>
      {top}
      {copy && <Markdown tree={copy} />}
      {children}
    </article>
  );
}
