import { db } from '@/lib/server/db/knex';
import {
  highlightQueries as q,
  toByTheNumbers,
  toDidYouKnow,
  toWhatsNewItem,
} from '@/lib/server/repositories/highlights';
import { listDatasets } from '@/lib/server/services/catalog';
import type { ByTheNumbers, DidYouKnow, WhatsNewItem } from '@/lib/shared/schemas/highlights';

/** Short facts shown on the home page and beside the pages they name. */
export async function listDidYouKnow(): Promise<DidYouKnow[]> {
  return (await q.didYouKnow(await db())).map(toDidYouKnow);
}

/**
 * The home page's headline figures. The datasets figure is counted from the catalog, so it is the number a
 * visitor finds on Available Datasets (the page said "50+" while the catalog listed 24).
 */
export async function listByTheNumbers(): Promise<ByTheNumbers[]> {
  const [rows, datasets] = await Promise.all([q.byTheNumbers(await db()), listDatasets()]);
  return rows.map(toByTheNumbers).map((n) =>
    n.label === DATASETS_LABEL
      ? {
          ...n,
          value: String(datasets.length),
          detail: 'Map layers and data tables to explore and download in Available Datasets.',
        }
      : n,
  );
}

/** The label of the seeded figure that the catalog's count replaces. */
const DATASETS_LABEL = 'Datasets';

/** The home page's what's-new items, newest first. */
export async function listWhatsNew(): Promise<WhatsNewItem[]> {
  return (await q.whatsNew(await db())).map(toWhatsNewItem);
}
