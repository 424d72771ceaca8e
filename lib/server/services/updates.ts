import { db } from '@/lib/server/db/knex';
import { exactMatch } from '@/lib/server/db/normalize';
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
