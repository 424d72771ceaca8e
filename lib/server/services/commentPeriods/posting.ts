import { z } from 'zod';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { insertedId, isoDateTime, num } from '@/lib/server/db/normalize';
import { env } from '@/lib/server/env';
import { detectLanguage } from '@/lib/server/i18n/detect';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { JobFailure } from '@/lib/server/jobs/queue';
import { log } from '@/lib/server/log';
import { sendMail } from '@/lib/server/mail';
import { requirePermission } from '@/lib/server/auth/roles';
import { periodQueries as q, toPeriod, toStaffComment } from '@/lib/server/repositories/commentPeriods';
import { extraWords } from '@/lib/server/services/comments/posting';
import { siteLink } from '@/lib/server/siteLink';
import { HttpError, notFound } from '@/lib/shared/errors';
import { holdReasons } from '@/lib/shared/schemas/comments/rules';
import type { CommentStatus } from '@/lib/shared/schemas/comments/schemas';
import {
  PeriodCommentInput,
  PeriodModerationInput,
  periodPath,
  reportPath,
  yourAnswersPath,
  type StaffPeriodComment,
} from '@/lib/shared/schemas/commentPeriods';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { demographicsToken } from './demographics';
import { clearFlagsOnApproval, periodFlagReasons } from './flags';
import { draftSections } from './reading';
import { periodWords, requireOpen } from './words';

/**
 * A person's comment on a draft (issue 57 §2): on the whole draft or one of its sections, with answers to the
 * period's questions; no account. The protections of map comments, reused: the same rate limit (the route),
 * honeypot, hold rules (holdReasons, COMMENT_HOLD_WORDS) and moderation setting (COMMENT_MODERATION). The language
 * is detected (lib/server/i18n/detect.ts) for staff. An email, if given, gets a receipt: the comment and its
 * receipt job are written in one transaction.
 */

type Row = Record<string, unknown>;

/** The English name of an ISO 639-3 code for staff ('Not determined' for und). */
const NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
export const languageName = (code: string) => (code === 'und' ? 'Not determined' : (NAMES.of(code) ?? code));

export interface PeriodCommentAnswer {
  id: number;
  status: CommentStatus;
  receipt: boolean;
  /** The key to give (and later delete) voluntary demographics for this comment; null for a dropped one. */
  demographicsToken: string | null;
}

export async function submitPeriodComment(
  slug: string,
  input: unknown,
  visitorKey: string,
  now: Date = new Date(),
): Promise<PeriodCommentAnswer> {
  const c = PeriodCommentInput.parse(input);
  const k = await db();
  const row = (await q.bySlug(k, slug)) as Row | undefined;
  if (!row || row.status !== 'published') throw notFound(`There is no comment period '${slug}'.`);
  const period = toPeriod(row, now);
  const { say } = periodWords(c.locale);
  requireOpen(period, c.locale);
  if (c.website) {
    log.info('comment periods: honeypot filled, comment dropped');
    return { id: 0, status: 'pending', receipt: false, demographicsToken: null };
  }
  let sectionTitle: string | null = null;
  if (c.target === 'section') {
    const section = (await draftSections(period)).find((s) => s.anchor === c.section);
    if (!section) throw new HttpError(400, say('unknownSection'), 'section');
    sectionTitle = section.title;
  }
  const answers: Record<string, string> = {};
  for (const [id, value] of Object.entries(c.answers)) {
    if (!value) continue;
    const question = period.questions.find((qq) => qq.id === id);
    if (!question) throw new HttpError(400, `answers: this period has no question '${id}'`, 'answers');
    if (question.kind === 'choice' && !question.options.includes(value))
      throw new HttpError(400, say('badChoice', { prompt: question.prompt }), 'answers');
    answers[id] = value;
  }
  if (c.comment.length < 10 && Object.keys(answers).length === 0)
    throw new HttpError(400, say('tooShort'), 'comment');
  const allText = [c.comment, ...Object.values(answers)].join('\n');
  const held = holdReasons(allText, '', extraWords());
  const status: CommentStatus =
    env().COMMENT_MODERATION === 'post' && held.length === 0 ? 'approved' : 'pending';
  const language = detectLanguage(allText).code;
  const stamp = now.toISOString();
  const email = c.email || null;
  const id = await k.transaction(async (trx) => {
    const newId = insertedId(
      await q.insertComment(trx, {
        period_id: period.id,
        target: c.target,
        section_anchor: c.target === 'section' ? c.section : null,
        section_title: sectionTitle,
        comment: c.comment || null,
        answers: Object.keys(answers).length ? JSON.stringify(answers) : null,
        author_email: email,
        language,
        status,
        hold_reasons: held.length ? held.join(',') : null,
        visitor_key: visitorKey,
        illustrative: false,
        created_at: stamp,
        updated_at: stamp,
      }),
    );
    if (email) await enqueueJob(periodReceiptJob, { commentId: newId, locale: c.locale ?? 'en' }, { trx });
    return newId;
  });
  if (status === 'approved') await announceChange('periods');
  return { id, status, receipt: email !== null, demographicsToken: demographicsToken(id) };
}

/**
 * The receipt, in the language of the page the person commented from: what was received, when, that personal
 * information is hidden when published, where the report will be, and the link that deletes the answers about
 * themselves.
 */
async function sendReceipt(commentId: number, locale: string) {
  const k = await db();
  const c = (await q.commentForReceipt(k, commentId)) as Row | undefined;
  if (!c || !c.author_email) return { skipped: 'no comment or no address' };
  const p = (await q.byId(k, num(c.period_id))) as Row | undefined;
  if (!p) throw new JobFailure(`The period of comment ${commentId} is gone.`);
  const period = toPeriod(p);
  const { say, when } = periodWords(locale);
  const text = [
    say('receiptThanks', { title: period.title, received: when(isoDateTime(c.created_at)) }),
    '',
    c.target === 'section'
      ? say('receiptSection', { section: String(c.section_title ?? '') })
      : say('receiptDraft'),
    '',
    c.comment ? String(c.comment) : say('receiptAnswersOnly'),
    '',
    say('receiptReview'),
    '',
    say('receiptReport', { closes: when(period.closesAt) }),
    siteLink(reportPath(period.slug)),
    '',
    say('receiptPeriod', { link: siteLink(periodPath(period.slug)) }),
    '',
    say('receiptDelete'),
    siteLink(yourAnswersPath(period.slug, demographicsToken(commentId))),
  ].join('\n');
  await sendMail({
    to: String(c.author_email),
    subject: say('receiptSubject', { title: period.title }),
    text,
  });
  return { receiptFor: commentId };
}

/** Mails the receipt of a period comment (a mail someone waits for: the public lane). */
export const periodReceiptJob = defineJob({
  kind: 'period-comment-receipt',
  lane: 'public',
  payload: z.object({ commentId: z.number().int().positive(), locale: z.string() }),
  maxAttempts: 5,
  run: ({ commentId, locale }) => sendReceipt(commentId, locale),
});

/** A period's comments for staff: the original text marked with what the public copy hides, the language. */
export async function staffPeriodComments(
  periodId: number,
  user: SessionUser,
): Promise<StaffPeriodComment[]> {
  requirePermission(user, 'periods');
  const k = await db();
  const [rows, flags] = await Promise.all([q.staffComments(k, periodId), periodFlagReasons(k, periodId)]);
  return (rows as Row[]).map((r) => ({
    ...toStaffComment(r, languageName),
    flagReasons: flags.get(num(r.id)) ?? [],
  }));
}

/** Approves or hides a period comment (hiding never deletes; it keeps the note). */
export async function moderatePeriodComment(
  periodId: number,
  input: unknown,
  user: SessionUser,
): Promise<StaffPeriodComment> {
  requirePermission(user, 'periods');
  const m = PeriodModerationInput.parse(input);
  const k = await db();
  const row = (await q.commentById(k, m.id)) as Row | undefined;
  if (!row || num(row.period_id) !== periodId)
    throw notFound(`Comment period ${periodId} has no comment ${m.id}.`);
  await q.updateComment(k, m.id, {
    ...(m.action === 'approve' ? await clearFlagsOnApproval(k, m.id, row) : {}),
    status: m.action === 'approve' ? 'approved' : 'hidden',
    staff_note: m.note ?? null,
    moderated_by: user.id,
    updated_at: new Date().toISOString(),
  });
  await announceChange('periods');
  const updated = (await staffPeriodComments(periodId, user)).find((c) => c.id === m.id);
  if (!updated) throw notFound(`Comment ${m.id} is gone.`);
  return updated;
}
