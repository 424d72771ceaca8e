/**
 * Paging of the program-updates list. Pure and shared; its address is parsed by UpdatesListQuery
 * (lib/shared/schemas/updates.ts).
 */
import { updatesListPath } from '@/lib/shared/routes';
import type { Update } from '@/lib/shared/schemas/updates';

export const UPDATES_PER_PAGE = 10;

export type UpdateProgram = Update['Program'];
export const PROGRAM_LABELS: Record<UpdateProgram, string> = { vtrans: 'VTrans', 'gap-ta': 'GAP-TA' };

/** The way back offered on the 404 notice of a list address that does not exist. */
export const LATEST_UPDATES = { href: updatesListPath(1, null), label: 'Go to the latest updates' };

/** One page of a list, or null when the page is beyond the end (an empty list still has page 1). */
export function pageOf<T>(items: T[], page: number, perPage = UPDATES_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  if (page > pageCount) return null;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount, total: items.length };
}

/** The message for a page beyond the end of the list. */
export const beyondEndMessage = (page: number, pageCount: number) =>
  `There is no page ${page} of updates: they fill ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`;

/** One page of the updates list (a bad page number or program, or a page past the end, is a 404 instead). */
export interface UpdatesPage {
  updates: Update[];
  page: number;
  pageCount: number;
  total: number;
  program: UpdateProgram | null;
}
