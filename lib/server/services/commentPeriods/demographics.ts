import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/server/auth/secret';
import { db } from '@/lib/server/db/knex';
import { countIn, num } from '@/lib/server/db/normalize';
import {
  DEMOGRAPHIC_COLUMNS,
  periodQueries as q,
  type DemographicColumn,
} from '@/lib/server/repositories/commentPeriods';
import { HttpError } from '@/lib/shared/errors';
import {
  AGE_BANDS,
  DemographicsInput,
  DemographicsToken,
  DISABILITY_ANSWERS,
  HOME_LANGUAGES,
  OTHER_ZIPS,
  SMALL_COUNT,
  type DemographicCount,
  type DemographicsSummary,
} from '@/lib/shared/schemas/commentPeriods';

/**
 * Voluntary demographics of a period comment (issue 57 §4). After sending a comment a person may say their age
 * band, ZIP code, language spoken at home and whether they have a disability. The answers are kept in their own
 * table (period_demographics), linked by the comment, and are read only as counts: no route, page or export
 * gives one person's answers, not even to staff.
 *
 * The person's key is a token: the comment's id and an HMAC of it with the site's secret, given in the thank-you
 * answer and the receipt mail. It lets them give answers for their own comment and delete them later; nothing
 * is stored to check it, so a copy of the database holds no token.
 *
 * Small counts: a count under SMALL_COUNT reads "fewer than 5" (null); ZIP codes counted under it are pooled in
 * one row, never named. No total is given (neither of the people who answered nor of "did not answer"), so a
 * hidden count cannot be found by subtracting the shown counts from a total.
 */

const sign = (commentId: number) =>
  createHmac('sha256', authSecret()).update(`period-demographics:${commentId}`).digest('base64url');

/** The token that lets the author of comment `commentId` give and delete their demographics. */
export const demographicsToken = (commentId: number): string => `${commentId}.${sign(commentId)}`;

export const INVALID_TOKEN =
  'This link is not valid: it may have been cut short or mistyped. Use the whole link from your receipt email or from the page that thanked you for your comment.';

/** The comment a token belongs to, when it is one this site made for a comment of the period; else 403. */
async function commentOfToken(slug: string, token: string): Promise<{ commentId: number; periodId: number }> {
  const [idText = '', signature = '', ...rest] = token.split('.');
  const id = /^[1-9][0-9]{0,9}$/.test(idText) ? Number(idText) : 0;
  const expected = id ? Buffer.from(sign(id)) : null;
  const given = Buffer.from(signature);
  if (!expected || rest.length > 0 || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new HttpError(403, INVALID_TOKEN);
  const k = await db();
  const [period, comment] = await Promise.all([q.bySlug(k, slug), q.commentById(k, id)]);
  if (!period || !comment || num((comment as Record<string, unknown>).period_id) !== num(period.id))
    throw new HttpError(403, INVALID_TOKEN);
  return { commentId: id, periodId: num(period.id) };
}

/** Saves (or replaces) the demographics a person gives for their comment; at least one answer. */
export async function saveDemographics(slug: string, input: unknown): Promise<{ saved: true }> {
  const d = DemographicsInput.parse(input);
  const values = {
    age_band: d.ageBand || null,
    zip: d.zip || null,
    home_language: d.homeLanguage || null,
    disability: d.disability || null,
  };
  if (Object.values(values).every((v) => v === null))
    throw new HttpError(400, 'Nothing to save: choose at least one answer, or leave the questions.');
  const { commentId, periodId } = await commentOfToken(slug, d.token);
  const k = await db();
  await k.transaction(async (trx) => {
    await q.deleteDemographics(trx, commentId);
    await q.insertDemographics(trx, {
      comment_id: commentId,
      period_id: periodId,
      ...values,
      created_at: new Date().toISOString(),
    });
  });
  return { saved: true };
}

/** Whether the token's comment has demographics (the deletion page says so before the button). */
export async function hasDemographics(slug: string, token: string): Promise<boolean> {
  const { commentId } = await commentOfToken(slug, DemographicsToken.parse({ token }).token);
  return (await q.demographicsOf(await db(), commentId)) !== undefined;
}

/** Deletes the demographics of the token's comment (the comment itself stays). */
export async function deleteDemographics(slug: string, input: unknown): Promise<{ deleted: boolean }> {
  const { token } = DemographicsToken.parse(input);
  const { commentId } = await commentOfToken(slug, token);
  const removed = await q.deleteDemographics(await db(), commentId);
  return { deleted: Number(removed) > 0 };
}

const ORDER: Record<DemographicColumn, readonly string[] | null> = {
  age_band: AGE_BANDS,
  zip: null,
  home_language: HOME_LANGUAGES,
  disability: DISABILITY_ANSWERS,
};

/** Counts → rows with the small ones hidden; ZIP codes under SMALL_COUNT pooled into one unnamed row. */
export function suppress(column: DemographicColumn, counts: Map<string, number>): DemographicCount[] {
  const shown = (n: number) => (n < SMALL_COUNT ? null : n);
  const order = ORDER[column];
  if (order)
    return order.filter((v) => counts.has(v)).map((value) => ({ value, count: shown(counts.get(value)!) }));
  const big = [...counts]
    .filter(([, n]) => n >= SMALL_COUNT)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const pooled = [...counts].filter(([, n]) => n < SMALL_COUNT).reduce((sum, [, n]) => sum + n, 0);
  return [
    ...big.map(([value, n]) => ({ value, count: n })),
    ...(pooled > 0 ? [{ value: OTHER_ZIPS, count: shown(pooled) }] : []),
  ];
}

/** A period's demographics as counts: of every comment (staff) or of the published ones (the public report). */
export async function demographicsSummary(
  periodId: number,
  publishedOnly: boolean,
): Promise<DemographicsSummary> {
  const k = await db();
  const [ageBand, zip, homeLanguage, disability] = await Promise.all(
    DEMOGRAPHIC_COLUMNS.map(async (column) => {
      const rows = (await q.demographicCounts(k, periodId, column, publishedOnly)) as Array<
        Record<string, unknown>
      >;
      return suppress(column, new Map(rows.map((r) => [String(r.value), countIn(r)])));
    }),
  );
  return { ageBand: ageBand!, zip: zip!, homeLanguage: homeLanguage!, disability: disability! };
}
