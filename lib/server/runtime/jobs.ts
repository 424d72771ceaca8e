import { searchTextJob } from '@/lib/server/search/pageText';
import { authorNoteJob, commentAlertsJob, responseMailJob } from '@/lib/server/services/comments/mail';
import { contentPublishJob } from '@/lib/server/services/content';
import { documentCheckJob } from '@/lib/server/services/documents/check';
import { receiptJob, staffStepMailJob } from '@/lib/server/services/gapTaApplications/mail';
import { applicantStepMailJob } from '@/lib/server/services/gapTaApplications/mail';
import { extractJob } from '@/lib/server/services/extractRunner';
import { preflightJob } from '@/lib/server/services/spatialData/uploads';
import { reviewMailJob } from '@/lib/server/services/spatialData/mail';
import { peopleNoticeJob } from '@/lib/server/services/people/accounts';
import { contactNotificationJob, contactReceiptJob } from '@/lib/server/services/contact';
import { periodCloseJob, periodOpenJob } from '@/lib/server/services/commentPeriods/periods';
import { periodReceiptJob } from '@/lib/server/services/commentPeriods/posting';
import type { JobDefinition } from '@/lib/server/jobs/define';
import { JobWorker, type WorkerOptions } from '@/lib/server/jobs/worker';

/**
 * Every job of the site, assembled at the top of lib/server (ARCHITECTURE §10; this folder, runtime/, is the
 * house's top storey: nothing below imports it): each kind is defined beside its service with defineJob, and only
 * this file — imported by instrumentation.ts (the web instance's worker), ./main.ts (`npm run worker`) and tests —
 * knows them all. Services queue jobs with lib/server/jobs/enqueue.ts and never import this file; the queue
 * (lib/server/jobs/queue.ts, worker.ts) imports no service.
 */
export const JOBS: readonly JobDefinition[] = [
  extractJob,
  preflightJob,
  documentCheckJob,
  contentPublishJob,
  commentAlertsJob,
  authorNoteJob,
  responseMailJob,
  searchTextJob,
  receiptJob,
  reviewMailJob,
  staffStepMailJob,
  applicantStepMailJob,
  peopleNoticeJob,
  contactNotificationJob,
  contactReceiptJob,
  periodOpenJob,
  periodCloseJob,
  periodReceiptJob,
];

const holder = globalThis as typeof globalThis & { __vtransJobWorker?: JobWorker };

/** This process's worker (made on first use, not started). */
export function jobWorker(options: WorkerOptions = {}): JobWorker {
  return (holder.__vtransJobWorker ??= new JobWorker(JOBS, options));
}

/** Runs every due job in this process until none is left (tests, scripts). */
export const runJobsNow = () => jobWorker().drain();
