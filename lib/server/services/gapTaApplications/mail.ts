import type { Knex } from 'knex';
import { z } from 'zod';
import { db } from '@/lib/server/db/knex';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { JobFailure } from '@/lib/server/jobs/queue';
import { oneLine, sendMail } from '@/lib/server/mail';
import { gapTaApplicationQueries as q } from '@/lib/server/repositories/gapTaApplications';
import { siteLink } from '@/lib/server/siteLink';
import { APPLICATION_STATUS_LABELS } from '@/lib/shared/schemas/gapTaApplications/rules';
import { applicationPath, applicationReviewPath } from '@/lib/shared/routes';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';
import { now, toApplication } from './access';
import { applicationCopy } from './copy';
import { log } from '@/lib/server/log';

/**
 * The mail of an application's steps: the receipt with a PDF copy, staff's question and the decision letter
 * (jobs queued with the step, tried again until sent), and the notices GAP-TA reviewers get (a failed notice is
 * logged: the queue and the status page show the same news).
 */

const applicantAddresses = (app: Application, extra: string[] = []) => [
  ...new Set(
    [app.contactEmail.trim().toLowerCase(), ...extra.map((e) => e.toLowerCase())].filter((e) =>
      /^\S+@\S+\.\S+$/.test(e),
    ),
  ),
];

async function reviewerAddresses(): Promise<string[]> {
  return ((await q.reviewerEmails(await db())) as Array<{ email: unknown }>).map((r) => String(r.email));
}

async function send(what: string, message: Parameters<typeof sendMail>[0]): Promise<boolean> {
  try {
    await sendMail(message);
    return true;
  } catch (err) {
    log.error({ err, mail: what }, 'GAP-TA: a mail could not be sent');
    return false;
  }
}

const heading = (app: Application) => [
  `Application: ${oneLine(app.title)}`,
  `Locality: ${oneLine(app.locality)}`,
  `Component ${app.component.number}: ${app.component.title}`,
  `Tracking number: ${app.trackingNumber ?? ''}`,
  '',
];

/**
 * The receipt job: queued in the transaction that records the application as sent, so the
 * submission and its receipt are recorded together or not at all. It makes the PDF copy and mails it to the
 * contact and the sender; a try that fails (the PDF, the mail server) is tried again with a back-off, and
 * never sends the application again. The reviewers' notice follows a sent receipt; its failure is logged.
 */
export const receiptJob = defineJob({
  kind: 'gap-ta-receipt',
  lane: 'public',
  payload: z.object({ applicationId: z.string().min(1), senderEmail: z.string() }),
  maxAttempts: 5,
  run: async ({ applicationId, senderEmail }) => {
    const row = (await q.application(await db(), applicationId)) as Record<string, unknown> | undefined;
    if (!row) throw new JobFailure('The application of this receipt no longer exists.');
    const app = toApplication(row, { own: true, staff: false }, { history: [], scores: [] });
    await mailSubmitted(senderEmail, app);
    await noteReceiptSent(row, app);
    return { receiptFor: app.trackingNumber };
  },
});

/**
 * Puts "receipt emailed" in the application's history, which its status page shows. The receipt is out by
 * then: a failure here is logged, not retried, so it never mails the receipt twice.
 */
async function noteReceiptSent(row: Record<string, unknown>, app: Application): Promise<void> {
  try {
    await q.insertEvent(await db(), {
      application_row: Number(row.id),
      actor_id: null,
      kind: 'receipt-sent',
      from_status: null,
      to_status: null,
      note: `To ${applicantAddresses(app).join(', ')}`,
      at: now(),
    });
  } catch (err) {
    log.error({ err }, 'GAP-TA: the receipt was sent but could not be noted in the history');
  }
}

/** The receipt (with the PDF copy) to the contact and the sender (throws if it cannot be sent), then a notice to GAP-TA reviewers. */
export async function mailSubmitted(senderEmail: string, app: Application): Promise<void> {
  const pdf = await applicationCopy(app);
  await sendMail({
    to: applicantAddresses(app, [senderEmail]),
    subject: `GAP-TA application received (${app.trackingNumber})`,
    text: [
      ...heading(app),
      `Thank you. ${oneLine(app.locality)}’s application for GAP technical assistance was received by OIPI.`,
      'A PDF copy of your answers is attached. Quote the tracking number if you contact OIPI about it.',
      '',
      `Follow its status at ${siteLink(applicationPath(app.id))}`,
    ].join('\n'),
    attachments: [{ filename: `${app.trackingNumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
  const reviewers = await reviewerAddresses();
  if (reviewers.length > 0) {
    await send('new-application notice', {
      to: reviewers,
      subject: `GAP-TA application to review: ${oneLine(app.locality)} (${app.trackingNumber})`,
      text: [...heading(app), `Review it at ${siteLink(applicationReviewPath(app.id))}`].join('\n'),
    });
  }
}

const StaffStepPayload = z.object({
  applicationId: z.string().min(1),
  step: z.enum(['clarification-request', 'decision']),
  note: z.string(),
  creator: z.string(),
});

/**
 * Staff's question and the decision letter reach the applicant as a job queued in the step's transaction: the
 * step and its mail happen together or not at all, and a mail server that is down is tried again (the letter
 * was lost, only logged, when it failed after the commit).
 */
export const staffStepMailJob = defineJob({
  kind: 'gap-ta-staff-step-mail',
  lane: 'public',
  payload: StaffStepPayload,
  maxAttempts: 5,
  run: async ({ applicationId, step, note, creator }) => {
    const row = (await q.application(await db(), applicationId)) as Record<string, unknown> | undefined;
    if (!row) throw new JobFailure('The application of this mail no longer exists.');
    const app = toApplication(row, { own: false, staff: true }, { history: [], scores: [] });
    if (step === 'decision') await mailDecision(app, note, creator);
    else await mailClarificationRequested(app, note, creator);
    return { mailed: step, to: app.trackingNumber };
  },
});

export async function queueStaffStepMail(
  trx: Knex.Transaction,
  payload: z.input<typeof StaffStepPayload>,
): Promise<void> {
  await enqueueJob(staffStepMailJob, payload, { trx });
}

/** Staff's question to the applicant, answered on the site (throws if it cannot be sent: the job tries again). */
async function mailClarificationRequested(
  app: Application,
  question: string,
  creator: string,
): Promise<void> {
  await sendMail({
    to: applicantAddresses(app, [creator]),
    subject: `GAP-TA application: OIPI asks for clarification (${app.trackingNumber})`,
    text: [
      ...heading(app),
      'An OIPI reviewer asks:',
      '',
      question,
      '',
      `Answer on the application’s page: ${siteLink(applicationPath(app.id))}`,
    ].join('\n'),
  });
}

const ApplicantStepPayload = z.object({
  applicationId: z.string().min(1),
  step: z.enum(['clarification-answer', 'withdrawal']),
  note: z.string(),
  fileName: z.string().nullable().default(null),
});

/**
 * The applicant's answer to a question and a withdrawal reach GAP-TA reviewers as a job queued in the step's
 * transaction, like staff's steps reach the applicant: the step and its notice happen together, and a mail
 * server that is down is tried again (both were sent after the commit and lost to a log line when it failed).
 */
export const applicantStepMailJob = defineJob({
  kind: 'gap-ta-applicant-step-mail',
  lane: 'public',
  payload: ApplicantStepPayload,
  maxAttempts: 5,
  run: async ({ applicationId, step, note, fileName }) => {
    const row = (await q.application(await db(), applicationId)) as Record<string, unknown> | undefined;
    if (!row) throw new JobFailure('The application of this mail no longer exists.');
    const app = toApplication(row, { own: false, staff: true }, { history: [], scores: [] });
    const reviewers = await reviewerAddresses();
    if (reviewers.length === 0) return { mailed: 'nobody', to: app.trackingNumber };
    await sendMail(
      step === 'withdrawal'
        ? withdrawnMail(app, note, reviewers)
        : clarificationAnsweredMail(app, note, fileName, reviewers),
    );
    return { mailed: step, to: app.trackingNumber };
  },
});

export async function queueApplicantStepMail(
  trx: Knex.Transaction,
  payload: z.input<typeof ApplicantStepPayload>,
): Promise<void> {
  await enqueueJob(applicantStepMailJob, payload, { trx });
}

/** Tells GAP-TA reviewers the applicant answered (with the PDF sent with it, if any). */
function clarificationAnsweredMail(app: Application, answer: string, fileName: string | null, to: string[]) {
  return {
    to,
    subject: `GAP-TA clarification answered: ${oneLine(app.locality)} (${app.trackingNumber})`,
    text: [
      ...heading(app),
      'The applicant answered:',
      '',
      answer,
      '',
      ...(fileName
        ? [`With the answer they attached a PDF, ${oneLine(fileName)}: open it from the review page.`, '']
        : []),
      `Review it at ${siteLink(applicationReviewPath(app.id))}`,
    ].join('\n'),
  };
}

/** The applicant withdrew: a notice to GAP-TA reviewers, with the reason when one was given. */
function withdrawnMail(app: Application, reason: string, to: string[]) {
  return {
    to,
    subject: `GAP-TA application withdrawn: ${oneLine(app.locality)} (${app.trackingNumber})`,
    text: [
      ...heading(app),
      `${oneLine(app.locality)} withdrew this application.`,
      ...(reason ? ['', 'Their reason:', '', reason] : []),
      '',
      `It stays on record at ${siteLink(applicationReviewPath(app.id))}`,
    ].join('\n'),
  };
}

/** The decision letter (award, decline, waitlist) to the applicant (throws if it cannot be sent: the job tries again). */
async function mailDecision(app: Application, letter: string, creator: string): Promise<void> {
  await sendMail({
    to: applicantAddresses(app, [creator]),
    subject: `GAP-TA decision: ${APPLICATION_STATUS_LABELS[app.status].toLowerCase()} (${app.trackingNumber})`,
    text: [...heading(app), letter, '', `See the application at ${siteLink(applicationPath(app.id))}`].join(
      '\n',
    ),
  });
}
