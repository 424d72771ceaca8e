import { db } from '@/lib/server/db/knex';
import { pageCopy } from '@/lib/server/pageCopy';
import { periodQueries as q, toPeriod } from '@/lib/server/repositories/commentPeriods';
import { notFound } from '@/lib/shared/errors';
import type { MdNode } from '@/lib/shared/markdown';
import { PAGES } from '@/lib/shared/pageRegistry';
import { ROUTES } from '@/lib/shared/routes';
import type { CommentPeriod, DraftSection, PeriodNotice } from '@/lib/shared/schemas/commentPeriods';

export type { PeriodNotice };

/**
 * What the public reads of the periods: only published ones (a draft period is staff-only and answers 404), their
 * state on the server's clock, the sections of a draft page, and the notice an open period puts on the pages it
 * is about and on the home page.
 */

type Row = Record<string, unknown>;

export async function listPublicPeriods(now: Date = new Date()): Promise<CommentPeriod[]> {
  return ((await q.published(await db())) as Row[]).map((r) => toPeriod(r, now));
}

/** A published period by its slug; 404 for a draft or none. */
export async function publicPeriod(slug: string, now: Date = new Date()): Promise<CommentPeriod> {
  const row = (await q.bySlug(await db(), slug)) as Row | undefined;
  if (!row || row.status !== 'published') throw notFound(`There is no comment period '${slug}'.`);
  return toPeriod(row, now);
}

/** The text of an element's children. */
const textOf = (nodes: MdNode[] | undefined): string =>
  (nodes ?? []).map((n) => (typeof n === 'string' ? n : textOf(n.c))).join('');

/**
 * The sections of a draft page a comment may point to: its level-2 headings with their anchors (the page's
 * Markdown copy gives each an id). A period about a document or the map alone has none.
 */
export async function draftSections(period: Pick<CommentPeriod, 'pagePath'>): Promise<DraftSection[]> {
  const article = period.pagePath ? PAGES[period.pagePath]?.article : undefined;
  if (!article) return [];
  const copy = await pageCopy(article);
  if (!copy) return [];
  return copy.tree.flatMap((n) =>
    typeof n !== 'string' && n.t === 'h2' && typeof n.p?.id === 'string'
      ? [{ anchor: String(n.p.id), title: textOf(n.c).trim() }]
      : [],
  );
}

/**
 * The open periods to announce on a route in a language: on the home page, and on the page, the map or the
 * library document a period is about; in English and the languages of its notice.
 */
export async function periodNoticesFor(
  route: string,
  locale: string,
  now = new Date(),
): Promise<PeriodNotice[]> {
  const periods = (await listPublicPeriods(now)).filter((p) => p.state === 'open');
  return periods
    .filter((p) => p.noticeLocales.includes(locale) || locale === 'en')
    .filter(
      (p) =>
        route === ROUTES.home ||
        route === p.pagePath ||
        (p.includesMap && route === ROUTES.mapExplorer) ||
        (p.documentPath !== null && route === ROUTES.documents),
    )
    .map((p) => ({ slug: p.slug, title: p.title, closesAt: p.closesAt }));
}
