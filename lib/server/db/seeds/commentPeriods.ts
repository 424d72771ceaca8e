import type { Knex } from 'knex';
import { insertedId } from '@/lib/server/db/normalize';
import { closedPeriodComments, closedPeriodThemes, commentPeriods } from './rows/commentPeriods';
import { recordSeeded, seededKeys } from './upsert';

/**
 * The illustrative comment periods (issue 57), seeded once: a closed one with its comments, themes and published
 * report, and one open on the draft mid-term needs. No opening or closing job is queued for the open one: its state
 * follows the clock, and the page cache keeps a page at most a minute (s-maxage), so its notice goes at the close.
 */
export async function seedCommentPeriods(trx: Knex.Transaction, now = Date.now()): Promise<number> {
  if ((await seededKeys(trx, 'comment_periods')).size > 0) return 0;
  const periods = commentPeriods(now);
  const existing = new Set(
    (await trx('comment_periods').select('slug')).map((r: { slug: string }) => r.slug),
  );
  let inserted = 0;
  for (const [i, p] of periods.entries()) {
    if (existing.has(p.slug)) continue;
    const id = insertedId(await trx('comment_periods').insert(p).returning(['id']));
    inserted += 1;
    if (i !== 0) continue;
    const ids: number[] = [];
    for (const [n, c] of closedPeriodComments.entries()) {
      const at = new Date(Date.parse(p.opens_at) + (n + 1) * 3 * 86_400_000).toISOString();
      ids.push(
        insertedId(
          await trx('period_comments')
            .insert({
              period_id: id,
              target: c.target,
              section_anchor: c.section?.[0] ?? null,
              section_title: c.section?.[1] ?? null,
              comment: c.comment,
              answers: c.answers ? JSON.stringify(c.answers) : null,
              author_email: null,
              language: c.language,
              status: 'approved',
              illustrative: true,
              created_at: at,
              updated_at: at,
            })
            .returning(['id']),
        ),
      );
    }
    for (const t of closedPeriodThemes)
      await trx('period_themes').insert({
        period_id: id,
        name: t.name,
        response: t.response,
        comment_ids: JSON.stringify(t.positions.map((pos) => ids[pos])),
        accepted: true,
        created_at: p.report_published_at,
      });
  }
  await recordSeeded(
    trx,
    'comment_periods',
    periods.map((p) => p.slug),
  );
  return inserted;
}
