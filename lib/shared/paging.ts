/** Paging and filtering of the program-updates list (`?page=N&program=vtrans|gap-ta`). Pure and shared. */
import { firstParam, type RawQuery } from '@/lib/shared/queryParams';
import type { Update } from '@/lib/shared/schemas/updates';

export const UPDATES_PER_PAGE = 10;

export type UpdateProgram = Update['Program'];
export const PROGRAM_LABELS: Record<UpdateProgram, string> = { vtrans: 'VTrans', 'gap-ta': 'GAP-TA' };

/** A valid list request, or the message a person sees on the 404 page. */
export type UpdatesQuery =
  { ok: true; page: number; program: UpdateProgram | null } | { ok: false; message: string };

/** Reads `?page` (a whole number from 1) and `?program`; anything else gets a message naming the value. */
export function parseUpdatesQuery(query: RawQuery): UpdatesQuery {
  const rawPage = firstParam(query.page);
  const rawProgram = firstParam(query.program);
  let program: UpdateProgram | null = null;
  if (rawProgram !== '') {
    if (!Object.hasOwn(PROGRAM_LABELS, rawProgram))
      return {
        ok: false,
        message: `There is no program called '${rawProgram.slice(0, 40)}'. Choose VTrans or GAP-TA.`,
      };
    program = rawProgram as UpdateProgram;
  }
  if (rawPage === '') return { ok: true, page: 1, program };
  if (!/^[1-9]\d{0,5}$/.test(rawPage))
    return {
      ok: false,
      message: `'${rawPage.slice(0, 40)}' is not a page number. Pages are numbered from 1.`,
    };
  return { ok: true, page: Number(rawPage), program };
}

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
