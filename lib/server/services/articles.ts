import { db } from '@/lib/server/db/knex';
import { exactMatch } from '@/lib/server/db/normalize';
import { articleQueries as q, toArticle } from '@/lib/server/repositories/articles';
import { notFound } from '@/lib/shared/errors';
import type { Article } from '@/lib/shared/schemas/articles';

/** The article record (Title, Intro) of a content page; 404 when there is none. */
export async function getArticle(slug: string): Promise<Article> {
  const row = exactMatch(await q.articleBySlug(await db(), slug), 'slug', slug);
  if (!row) throw notFound(`No article named '${slug}'.`);
  return toArticle(row);
}

/** Every article record, by page path. */
export async function listArticles(): Promise<Article[]> {
  return (await q.articles(await db())).map(toArticle);
}
