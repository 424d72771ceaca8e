import { db } from '@/lib/server/db/knex';
import { exactMatch, jsonColumn } from '@/lib/server/db/normalize';
import { parseMarkdownCached } from '@/lib/server/markdown';
import type { MdTree } from '@/lib/shared/markdown';
import { PAGES } from '@/lib/shared/pageRegistry';
import { toUpdate, updateQueries as q } from '@/lib/server/repositories/updates';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { notFound } from '@/lib/shared/errors';
import { beyondEndMessage, LATEST_UPDATES, pageOf, type UpdatesPage } from '@/lib/shared/paging';
import { UpdatesListQuery, type Update } from '@/lib/shared/schemas/updates';

/** Every program update, newest first. */
export async function listUpdates(): Promise<Update[]> {
  return (await q.updates(await db())).map(toUpdate);
}

/** One page of updates for the list page (?page=N, ?program=…); errors say why the page is a 404. */
export async function listUpdatesPage(
  query: Record<string, string | string[] | undefined>,
): Promise<UpdatesPage> {
  const { page, program } = parsePageQuery(UpdatesListQuery, query, { status: 404, back: LATEST_UPDATES });
  const all = await listUpdates();
  const matching = program ? all.filter((u) => u.Program === program) : all;
  const paged = pageOf(matching, page);
  if (!paged) throw notFound(beyondEndMessage(page, pageOf(matching, 1)?.pageCount ?? 1), LATEST_UPDATES);
  const { items, ...rest } = paged;
  return { ...rest, updates: items, program };
}

/** One update by its SPEC §2 key, or null when unknown (the page then shows the generic title). */
export async function findUpdate(key: string): Promise<Update | null> {
  const row = exactMatch(await q.updateByKey(await db(), key), 'update_key', key);
  return row ? toUpdate(row) : null;
}

/** What an update's page shows: the update, its body as a Markdown tree, and the pages it relates to. */
export interface UpdatePageData {
  update: Update;
  body: MdTree;
  related: Array<{ href: string; label: string }>;
}

/** The page data of an update's fields (published, or a draft in the preview). */
export function updatePageData(update: Update, relatedPages: readonly string[]): UpdatePageData {
  return {
    update,
    body: parseMarkdownCached(update.Body),
    related: relatedPages.filter((r) => PAGES[r]).map((href) => ({ href, label: PAGES[href].title })),
  };
}

/** One published update's page data by its key, or null when unknown. */
export async function findUpdatePage(key: string): Promise<UpdatePageData | null> {
  const row = exactMatch(await q.updateByKey(await db(), key), 'update_key', key);
  if (!row) return null;
  const related = jsonColumn(row.related_pages);
  return updatePageData(toUpdate(row), Array.isArray(related) ? related.map(String) : []);
}
