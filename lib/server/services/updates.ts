import { db } from '@/lib/server/db/knex';
import { exactMatch } from '@/lib/server/db/normalize';
import { toUpdate, updateQueries as q } from '@/lib/server/repositories/updates';
import { notFound } from '@/lib/shared/errors';
import { beyondEndMessage, pageOf, parseUpdatesQuery, type UpdatesPage } from '@/lib/shared/paging';
import { updatesListPath } from '@/lib/shared/routes';
import type { Update } from '@/lib/shared/schemas/updates';

/** Every program update, newest first. */
export async function listUpdates(): Promise<Update[]> {
  return (await q.updates(await db())).map(toUpdate);
}

/** One page of updates for the list page (?page=N, ?program=…); errors say why the page is a 404. */
export async function listUpdatesPage(
  query: Record<string, string | string[] | undefined>,
): Promise<UpdatesPage> {
  const latest = { href: updatesListPath(1, null), label: 'Go to the latest updates' };
  const parsed = parseUpdatesQuery(query);
  if (!parsed.ok) throw notFound(parsed.message, latest);
  const all = await listUpdates();
  const matching = parsed.program ? all.filter((u) => u.Program === parsed.program) : all;
  const paged = pageOf(matching, parsed.page);
  if (!paged) throw notFound(beyondEndMessage(parsed.page, pageOf(matching, 1)?.pageCount ?? 1), latest);
  const { items, ...rest } = paged;
  return { ...rest, updates: items, program: parsed.program };
}

/** One update by its SPEC §2 key, or null when unknown (the page then shows the generic title). */
export async function findUpdate(key: string): Promise<Update | null> {
  const row = exactMatch(await q.updateByKey(await db(), key), 'update_key', key);
  return row ? toUpdate(row) : null;
}
