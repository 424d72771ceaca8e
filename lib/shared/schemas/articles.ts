import { z } from 'zod';
import './zodConfig';
import { Slug, single } from './common';

/** Article record of a content page (SPEC §3: Title, Intro). */
export const Article = z.object({ Slug: z.string(), Page: z.string(), Title: z.string(), Intro: z.string() });
export type Article = z.infer<typeof Article>;

export const ArticleQuery = z.object({
  article: single(z.string({ error: 'is required (the article name, e.g. about-vtrans)' }).pipe(Slug)),
});
