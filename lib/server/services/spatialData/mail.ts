import type { Knex } from 'knex';
import { z } from 'zod';
import { db } from '@/lib/server/db/knex';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { oneLine, sendMail } from '@/lib/server/mail';
import { spatialDataQueries as q, type SubmissionRecord } from '@/lib/server/repositories/spatialData';
import { siteLink } from '@/lib/server/siteLink';
import { HttpError } from '@/lib/shared/errors';
import { intakePath, reviewPath, ROUTES } from '@/lib/shared/routes';
import type { SessionUser } from '@/lib/shared/schemas/people';
import {
  REVIEW_ACTIONS,
  STATUS_LABELS,
  trackingNumber,
  type ReviewAction,
} from '@/lib/shared/schemas/spatialData/rules';
import { conflict, loadSubmission, visibleSubmission } from './access';
import { count } from '@/lib/shared/count';

/** The mail each step sends: the submitter's receipts and news of the review, and the reviewers' notice. */

async function mailSubmitter(row: SubmissionRecord, subject: string, lines: string[]): Promise<void> {
  const tracking = trackingNumber(row.id, row.createdAt);
  await sendMail({
    to: row.userEmail,
    subject: `${subject} (${tracking})`,
    text: [
      `Submission: ${oneLine(row.title)}`,
      `Layer: ${oneLine(row.layerName)}`,
      `Tracking number: ${tracking}`,
      '',
      ...lines,
      '',
      `See it at ${siteLink(ROUTES.spatialData)}`,
    ].join('\n'),
  });
}

/** Tells the submitter what a reviewer did (`note` is the reviewer's words, if any). */
export async function mailReviewStep(
  row: SubmissionRecord,
  status: ReviewAction,
  note: string | null,
): Promise<void> {
  const text: Record<ReviewAction, string[]> = {
    'in-review': ['An OIPI reviewer has started reviewing your submission.'],
    'changes-requested': [
      'The reviewer asks for changes:',
      '',
      note ?? '',
      '',
      'Upload a corrected version and submit it again.',
    ],
    approved: [
      'Your submission was approved. OIPI will publish it to the Map Explorer.',
      ...(note ? ['', note] : []),
    ],
    rejected: ['Your submission was not accepted:', '', note ?? ''],
    published: ['Your submission is now published on the Map Explorer.', ...(note ? ['', note] : [])],
  };
  await mailSubmitter(row, `Spatial data: ${STATUS_LABELS[status].toLowerCase()}`, text[status]);
}

/**
 * Tells the submitter a publish of theirs was rolled back (they were never told, and their list
 * still promised a publish): its features left the Map Explorer, the earlier ones are back.
 */
export async function mailRolledBack(row: SubmissionRecord, note: string | null): Promise<void> {
  await mailSubmitter(row, 'Spatial data: publish rolled back', [
    'OIPI rolled back the publish of your submission: its features are no longer on the Map Explorer, and the',
    'features it had replaced are shown again. The submission stays approved; OIPI may publish it again later.',
    ...(note ? ['', note] : []),
  ]);
}

const ReviewMailPayload = z.object({
  submissionId: z.string().min(1),
  step: z.enum([...(Object.keys(REVIEW_ACTIONS) as [ReviewAction, ...ReviewAction[]]), 'rolled-back']),
  note: z.string().nullable(),
});

/**
 * The submitter's mail about a review step, as a job queued in the step's own transaction (queueReviewMail):
 * the change and its mail happen together or not at all, and a mail server that is down is tried again
 * instead of answering the reviewer with an error for a change that was made.
 */
export const reviewMailJob = defineJob({
  kind: 'spatial-data-review-mail',
  lane: 'public',
  payload: ReviewMailPayload,
  maxAttempts: 5,
  run: async ({ submissionId, step, note }) => {
    const row = await loadSubmission(await db(), submissionId);
    if (step === 'rolled-back') await mailRolledBack(row, note);
    else await mailReviewStep(row, step, note);
    return { mailed: step };
  },
});

export async function queueReviewMail(
  trx: Knex.Transaction,
  submissionId: string,
  step: ReviewAction | 'rolled-back',
  note: string | null,
): Promise<void> {
  await enqueueJob(reviewMailJob, { submissionId, step, note }, { trx });
}

/** POST /api/email/spatial-data-create: tells the submitter their draft is saved, with its tracking number. */
export async function mailDraftCreated(user: SessionUser, submissionId: string): Promise<{ sent: number }> {
  const row = await visibleSubmission(user, submissionId);
  if (row.userId !== user.id)
    throw new HttpError(403, 'Only the person who created the draft is mailed about it.');
  await mailSubmitter(row, 'Spatial data: draft saved', [
    'Your draft is saved. Upload the file, check the pre-flight report and submit it for review when ready.',
    `Continue at ${siteLink(intakePath(submissionId))}`,
  ]);
  return { sent: 1 };
}

/** POST /api/email/spatial-data-submit: tells the reviewers, and sends the submitter a receipt. */
export async function mailSubmitted(user: SessionUser, submissionId: string): Promise<{ sent: number }> {
  const row = await visibleSubmission(user, submissionId);
  if (row.userId !== user.id) throw new HttpError(403, 'Only the person who submitted is mailed a receipt.');
  if (row.status !== 'submitted') throw conflict('This submission has not been submitted.');
  const reviewers = (await q.reviewerEmails(await db())).map((r: { email: unknown }) => String(r.email));
  const tracking = trackingNumber(row.id, row.createdAt);
  if (reviewers.length > 0) {
    await sendMail({
      to: reviewers,
      subject: `Spatial data to review: ${oneLine(row.title)} (${tracking})`,
      text: [
        `${oneLine(row.organization)} submitted “${oneLine(row.title)}” for the ${oneLine(row.layerName)} layer (${count(row.featureCount ?? 0, 'feature')}).`,
        '',
        `Review it at ${siteLink(reviewPath(submissionId))}`,
      ].join('\n'),
    });
  }
  await mailSubmitter(row, 'Spatial data: received for review', [
    'Thank you. Your submission was received and is waiting for an OIPI reviewer.',
    'Quote the tracking number if you contact OIPI about it.',
  ]);
  return { sent: reviewers.length + 1 };
}
