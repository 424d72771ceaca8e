import { z } from 'zod';
import './zodConfig';
import { FAQ_TOPICS, type FaqTopic } from '@/lib/shared/faqTopics';
import type { MdTree } from '@/lib/shared/markdown';
import { Slug } from './common';

export { FAQ_TOPICS, type FaqTopic };

/** One question of content/faq.json; `id` is its anchor (#id), `answer` is Markdown. */
export const FaqEntry = z
  .object({
    id: Slug,
    topic: z.enum(FAQ_TOPICS),
    question: z.string().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters'),
    answer: z.string().trim().min(1, 'must not be empty').max(5000, 'must be at most 5000 characters'),
  })
  .strict();
export type FaqEntry = z.infer<typeof FaqEntry>;

/** An entry as the FAQ page receives it: with its answer parsed on the server (lib/server/markdown.ts). */
export type RenderedFaqEntry = FaqEntry & { answerTree: MdTree };

/** The whole FAQ file: an array of entries whose ids are unique (they are page anchors). */
export const FaqFile = z.array(FaqEntry).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (seen.has(e.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate id '${e.id}'` });
    seen.add(e.id);
  });
});
