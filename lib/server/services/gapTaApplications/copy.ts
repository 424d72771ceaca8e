import { createHash } from 'node:crypto';
import { limitByKey, RateLimitError } from '@/lib/server/http/rateLimit';
import { siteLink } from '@/lib/server/siteLink';
import { getStorage } from '@/lib/server/storage';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import { HttpError } from '@/lib/shared/errors';
import { applicationPath, studyPath } from '@/lib/shared/routes';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { applicationCopyEntry, type CopyLinks } from '@/lib/server/pdf/application';

/** Over FILE_TASK_BUDGET_MS (the largest draft, ~26,000 paragraphs, takes about 2 s of CPU: npm run bench:pdf). */
const COPY_TOO_LARGE =
  'The PDF copy of this application took too long to make. Shorten the longest answers and try again.';
/** Bumped when the copy's layout changes, so copies kept from the old layout are made again. */
const COPY_FORMAT = 'tagged-1';
/** PDF copies one person may ask for in a window (cached ones included: the limit is on asking). */
export const COPY_ASKS = 12;
export const COPY_WINDOW_S = 60;

/** Where a version's copy is kept, and the file naming the application's kept version. */
const copyKey = (id: string, stamp: string) => `gap-ta-copies/${id}/${stamp.slice(0, 32)}.pdf`;
const pointerKey = (id: string) => `gap-ta-copies/${id}.txt`;

/** The pages an application's copy links to: its status page, and its study's page once awarded. */
export const copyLinks = (app: Application): CopyLinks => ({
  status: siteLink(applicationPath(app.id)),
  study: app.gapId ? siteLink(studyPath(app.gapId)) : null,
});

/**
 * The version stamp of an application's copy: a hash of everything the copy shows (its cover and sections,
 * built from the answers as the PDF is) and of its links, so any change to what it would show (an answer, the
 * status, the cycle's title, the study it was awarded) makes a new copy, and nothing else does.
 */
export function copyStamp(app: Application, links: CopyLinks): string {
  return createHash('sha256')
    .update(JSON.stringify([COPY_FORMAT, applicationCopyEntry(app), links]))
    .digest('hex');
}

/**
 * An application's PDF copy, kept per version in private storage: asking again for the same
 * version reads the kept file; a new version is made in the worker pool with a time budget (./pdf.ts run by
 * lib/server/workers/tasks.ts applicationCopy) and replaces the kept one.
 */
export async function applicationCopy(app: Application): Promise<Buffer> {
  const storage = getStorage();
  const links = copyLinks(app);
  const stamp = copyStamp(app, links);
  const kept = (await storage.getPrivate(pointerKey(app.id)))?.toString('utf8');
  if (kept === stamp) {
    const pdf = await storage.getPrivate(copyKey(app.id, stamp));
    if (pdf) return pdf;
  }
  const pdf = Buffer.from(
    await runTask(
      'applicationCopy',
      { app, links },
      { budgetMs: FILE_TASK_BUDGET_MS, tooComplex: COPY_TOO_LARGE },
    ),
  );
  // Each version under its own key, the pointer after it: a pointer never names a copy of another version.
  await storage.putPrivate(copyKey(app.id, stamp), pdf, 'application/pdf');
  await storage.putPrivate(pointerKey(app.id), Buffer.from(stamp), 'text/plain');
  if (kept && kept !== stamp) await storage.deletePrivate(copyKey(app.id, kept));
  return pdf;
}

/** Counts one person's ask for a PDF copy: 429 with a sentence to act on past COPY_ASKS a window. */
export async function limitCopyAsks(userId: string): Promise<void> {
  try {
    await limitByKey('gap-ta-copy', userId, COPY_ASKS, COPY_WINDOW_S);
  } catch (err) {
    if (!(err instanceof RateLimitError)) throw err;
    const busy = new HttpError(
      429,
      `You have asked for ${COPY_ASKS} PDF copies of applications in the last minute, the most one person may. Please wait ${err.retryAfter} seconds and try again.`,
    );
    busy.retryAfter = err.retryAfter;
    throw busy;
  }
}
