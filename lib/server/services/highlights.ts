import { db } from '@/lib/server/db/knex';
import {
  highlightQueries as q,
  toByTheNumbers,
  toDidYouKnow,
  toWhatsNewItem,
} from '@/lib/server/repositories/highlights';
import type { ByTheNumbers, DidYouKnow, WhatsNewItem } from '@/lib/shared/schemas/highlights';

/** Short facts shown on the home page and beside the pages they name. */
export async function listDidYouKnow(): Promise<DidYouKnow[]> {
  return (await q.didYouKnow(await db())).map(toDidYouKnow);
}

/** The home page's headline figures. */
export async function listByTheNumbers(): Promise<ByTheNumbers[]> {
  return (await q.byTheNumbers(await db())).map(toByTheNumbers);
}

/** The home page's what's-new items, newest first. */
export async function listWhatsNew(): Promise<WhatsNewItem[]> {
  return (await q.whatsNew(await db())).map(toWhatsNewItem);
}
