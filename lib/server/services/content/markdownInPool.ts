import { env } from '@/lib/server/env';
import { runTask } from '@/lib/server/workers/pool';
import type { MdTree } from '@/lib/shared/markdown';
import type { MarkdownProblem } from '@/lib/shared/schemas/content';

/**
 * Markdown checked and previewed in the worker pool, with a budget (./markdown.ts run by
 * lib/server/workers/tasks.ts `markdown`). A body over the budget is refused, so what is saved also renders
 * within it on the public page. The budget counts the wait in the pool's queue too: an ordinary body takes
 * milliseconds, so 10 s (MARKDOWN_BUDGET_MS) leaves room for a pool busy with uploads while a hostile one
 * (minutes) is stopped.
 */
const MARKDOWN_TOO_COMPLEX =
  'This text is too complex to check: it took longer than the site allows. Flatten deeply nested lists or quotes, or split it into shorter pieces.';

const inPool = (source: string, withTree: boolean) =>
  runTask(
    'markdown',
    { source, withTree },
    { budgetMs: env().MARKDOWN_BUDGET_MS, tooComplex: MARKDOWN_TOO_COMPLEX },
  );

/** Every problem of a Markdown body, in reading order (empty when it may be published). */
export async function markdownProblems(source: string): Promise<MarkdownProblem[]> {
  return (await inPool(source, false)).problems;
}

/**
 * The live preview of a body: the tree the public page renders and the problems to fix first. It shares the
 * public render's bound: a body over it is not rendered, only its problem shown.
 */
export async function previewMarkdown(
  source: string,
): Promise<{ tree: MdTree; problems: MarkdownProblem[] }> {
  const { problems, tree } = await inPool(source, true);
  return { tree: tree ?? [], problems };
}
