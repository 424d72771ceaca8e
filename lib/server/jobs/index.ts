import { runSearchTextJob } from '@/lib/server/search/pageText';
import { runScheduledPublish } from '@/lib/server/services/content';
import { runCommentAlertsJob } from '@/lib/server/services/comments/mail';
import { runDocumentCheckJob } from '@/lib/server/services/documentCheck';
import { runExtractJob } from '@/lib/server/services/extractRunner';
import { runPreflightJob } from '@/lib/server/services/spatialData/uploads';
import { enqueue, type EnqueueOptions } from './queue';
import { JobWorker, type JobHandler, type WorkerOptions } from './worker';

/**
 * The site's jobs: every kind and its handler. A web instance runs one worker (unless RUN_JOBS=false); `npm
 * run worker` runs one alone (scripts/worker.ts). Add a kind here and enqueue it with enqueueJob.
 */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  // Arrows, so a handler module that itself enqueues (an import cycle) is read at call time.
  extract: (payload, job) => runExtractJob(payload, job),
  'comment-alerts': () => runCommentAlertsJob(),
  'spatial-data-preflight': (payload) => runPreflightJob(payload),
  'search-text': () => runSearchTextJob(),
  'document-check': (payload) => runDocumentCheckJob(payload),
  // A scheduled publish of staff content (issue 26): runs with nobody signed in, skipped if cancelled/moved.
  'content-publish': (payload) => runScheduledPublish(payload),
};

const holder = globalThis as typeof globalThis & { __vtransJobWorker?: JobWorker };

/** This process's worker (made on first use, not started). */
export function jobWorker(options: WorkerOptions = {}): JobWorker {
  return (holder.__vtransJobWorker ??= new JobWorker(JOB_HANDLERS, options));
}

/** Queues a job; a worker in this process (if running) looks at once, others on their next poll. */
export async function enqueueJob(
  kind: keyof typeof JOB_HANDLERS,
  payload: unknown,
  options?: EnqueueOptions,
): Promise<number> {
  const id = await enqueue(kind, payload, options);
  if (!options?.delayMs) holder.__vtransJobWorker?.poke();
  return id;
}

/** Runs every due job in this process until none is left (tests, scripts). */
export const runJobsNow = () => jobWorker().drain();
