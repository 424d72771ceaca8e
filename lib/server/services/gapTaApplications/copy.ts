import { runTask } from '@/lib/server/workers/pool';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';

/** Budget of one application's PDF copy (the largest draft measured took about a second). */
const COPY_BUDGET_MS = 60_000;
const COPY_TOO_LARGE =
  'The PDF copy of this application took too long to make. Shorten the longest answers and try again.';

/**
 * An application's PDF copy, made in the worker pool with a time budget rather than on the request thread
 * (issue 38 §3; the work grows with the answers): ./pdf.ts run by lib/server/workers/tasks.ts applicationCopy.
 */
export async function applicationCopy(app: Application): Promise<Buffer> {
  const bytes = await runTask<Uint8Array>(
    'applicationCopy',
    { app },
    { budgetMs: COPY_BUDGET_MS, tooComplex: COPY_TOO_LARGE },
  );
  return Buffer.from(bytes);
}
