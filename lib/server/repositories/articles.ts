import type { Knex } from 'knex';
import { rowOf } from '@/lib/server/db/normalize';
import { Article } from '@/lib/shared/schemas/articles';

type Row = Record<string, unknown>;

/** The article records (Title, Intro) of the content pages. Each builder is also compiled for SQL Server in tests. */
export const articleQueries = {
  articleBySlug: (k: Knex, slug: string) =>
    k('articles').select('slug', 'page_path', 'title', 'intro').where({ slug }).first(),
  articles: (k: Knex) => k('articles').select('slug', 'page_path', 'title', 'intro').orderBy('page_path'),
};

/** An articles row → Article, checked against its schema. */
export const toArticle = (r: Row) =>
  rowOf(Article, 'articles', { Slug: r.slug, Page: r.page_path, Title: r.title, Intro: r.intro });
