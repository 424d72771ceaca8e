import { z } from 'zod';
import './zodConfig';
import { UsDate } from './common';

/** The home page's short items (SPEC §3): did-you-know facts, figures by the numbers, what's new. */

export const DidYouKnow = z.object({
  fact: z.string(),
  source: z.string().nullable(),
  page: z.string().nullable(),
});
export type DidYouKnow = z.infer<typeof DidYouKnow>;

export const ByTheNumbers = z.object({
  value: z.string(),
  label: z.string(),
  detail: z.string(),
  contextSource: z.boolean(),
});
export type ByTheNumbers = z.infer<typeof ByTheNumbers>;

/** SPEC §3: What's-new item has a date (MM/DD/YYYY). */
export const WhatsNewItem = z.object({
  date: UsDate,
  title: z.string(),
  description: z.string(),
  href: z.string().nullable(),
});
export type WhatsNewItem = z.infer<typeof WhatsNewItem>;
