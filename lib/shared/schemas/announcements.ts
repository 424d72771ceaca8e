import { z } from 'zod';
import './zodConfig';
import { usDateToIso, usDateValue, virginiaDay } from '../dates';
import { Link, UsDate } from './common';

/** A dated announcement strip (SPEC §3: Date MM/DD/YYYY and the Pages it applies to). */
export const Announcement = z.object({
  Id: z.number(),
  Date: UsDate,
  Title: z.string(),
  Message: z.string(),
  Pages: z.array(z.string()),
  Link: Link.nullable(),
  /** How prominent the strip is: information, important or urgent. */
  Level: z.enum(['info', 'important', 'urgent']),
  /** Shown only from StartsOn through EndsOn (Virginia days, YYYY-MM-DD); null: no limit that side. */
  StartsOn: z.string().nullable(),
  EndsOn: z.string().nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

/**
 * The latest announcement for a page: the newest Date whose Pages include the page (SPEC §3), among those
 * showing on `today` (YYYY-MM-DD in Virginia; its start and end dates included).
 */
export function latestAnnouncementFor(
  announcements: readonly Announcement[],
  page: string,
  today: string = usDateToIso(virginiaDay(new Date().toISOString())),
): Announcement | null {
  let best: Announcement | null = null;
  for (const a of announcements) {
    if (!a.Pages.includes(page)) continue;
    if ((a.StartsOn && a.StartsOn > today) || (a.EndsOn && a.EndsOn < today)) continue;
    if (!best || usDateValue(a.Date) > usDateValue(best.Date)) best = a;
  }
  return best;
}
