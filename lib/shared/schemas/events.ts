import { z } from 'zod';
import './zodConfig';
import { single, Slug, UsDate } from './common';

/** A meeting or event. `start`/`end` are ISO timestamps; `date` is the MM/DD/YYYY day in Virginia. */
export const Event = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(['workshop', 'public-meeting', 'webinar', 'board-workshop']),
  date: UsDate,
  start: z.string(),
  end: z.string().nullable(),
  locationName: z.string().nullable(),
  address: z.string().nullable(),
  isVirtual: z.boolean(),
  link: z.string().nullable(),
  illustrative: z.boolean(),
  /** Documents and pages for the meeting (agenda, presentations, background). */
  materials: z.array(z.object({ label: z.string(), href: z.string() })),
  /** Cancelled or rescheduled meetings carry a notice the public pages show. */
  status: z.enum(['scheduled', 'cancelled', 'rescheduled']),
  notice: z.string().nullable(),
});
export type Event = z.infer<typeof Event>;

/** /api/events/{slug}/ics: the meeting's slug. */
export const EventSlugQuery = z.object({ slug: single(Slug) });
