import { z } from 'zod';
import './zodConfig';
import { oneOf, quoted } from '@/lib/shared/queryParams';
import { Link, pageNumberParam, queryText, UsDate } from './common';

/** A program update (SPEC §3: Date MM/DD/YYYY, Title, Intro); Key is the SPEC §2 update key. */
export const Update = z.object({
  Key: z.string(),
  Date: UsDate,
  Title: z.string(),
  Intro: z.string(),
  Body: z.string(),
  Program: z.enum(['vtrans', 'gap-ta']),
  Link: Link.nullable(),
});
export type Update = z.infer<typeof Update>;

/** The updates list's address (`?page=N&program=vtrans|gap-ta`): page from 1, absent program is every program. */
export const UpdatesListQuery = z.object({
  page: pageNumberParam(6, (v) => `${quoted(v)} is not a page number. Pages are numbered from 1.`),
  program: queryText(
    z
      .enum(['', 'vtrans', 'gap-ta'], {
        error: (iss) =>
          `There is no program called ${quoted(iss.input)}. Choose ${oneOf(['VTrans', 'GAP-TA'])}.`,
      })
      .transform((v): Update['Program'] | null => (v === '' ? null : v)),
  ),
});

/** /get-involved/program-updates/update's query: the update's id. */
export const UpdatePageQuery = z.object({ id: queryText(z.string().max(300)) });
