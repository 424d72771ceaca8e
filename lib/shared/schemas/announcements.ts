import { z } from 'zod';
import './zodConfig';
import { usDateValue } from '../dates';
import { Link, UsDate } from './common';

/** A dated announcement strip (SPEC §3: Date MM/DD/YYYY and the Pages it applies to). */
export const Announcement = z.object({
  Id: z.number(),
  Date: UsDate,
  Title: z.string(),
  Message: z.string(),
  Pages: z.array(z.string()),
  Link: Link.nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

/** The latest announcement for a page: the newest Date whose Pages include the page (SPEC §3). */
export function latestAnnouncementFor(
  announcements: readonly Announcement[],
  page: string,
): Announcement | null {
  let best: Announcement | null = null;
  for (const a of announcements) {
    if (!a.Pages.includes(page)) continue;
    if (!best || usDateValue(a.Date) > usDateValue(best.Date)) best = a;
  }
  return best;
}
