import { z } from 'zod';
import './zodConfig';
import { Link, UsDate } from './common';

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
