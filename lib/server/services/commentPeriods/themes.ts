import { requirePermission } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { num } from '@/lib/server/db/normalize';
import { periodQueries as q } from '@/lib/server/repositories/commentPeriods';
import { THEME_LIMITS } from '@/lib/server/text/themes';
import { runTask } from '@/lib/server/workers/pool';
import { HttpError, notFound } from '@/lib/shared/errors';
import type { ThemeSuggestions } from '@/lib/shared/schemas/commentPeriods';
import type { SessionUser } from '@/lib/shared/schemas/people';

/** How long the suggestion may work in a pool thread (20,000 comments take seconds). */
const THEMES_BUDGET_MS = 120_000;
const THEMES_TOO_COMPLEX =
  'Suggesting themes for these comments took longer than the site allows. Hide the comments that are not about the draft (repeats, spam) and try again, or add the themes by hand.';
const SAMPLES = 3;
const SAMPLE_CHARS = 300;

type Row = Record<string, unknown>;

/**
 * Themes suggested from a period's comments (issue 57 §4), for staff to accept, rename, merge or discard: every
 * comment not hidden, read in its own language, grouped in the worker pool (lib/server/text/themes.ts, the 'themes'
 * task) with a budget that stops it, never on the request thread. Staff read the comments as written.
 */
export async function suggestPeriodThemes(periodId: number, user: SessionUser): Promise<ThemeSuggestions> {
  requirePermission(user, 'periods');
  const k = await db();
  if (!(await q.byId(k, periodId))) throw notFound(`There is no comment period ${periodId}.`);
  const comments = ((await q.staffComments(k, periodId)) as Row[])
    .filter((r) => r.status !== 'hidden' && typeof r.comment === 'string' && r.comment.trim() !== '')
    .map((r) => ({ id: num(r.id), text: String(r.comment), language: String(r.language ?? 'und') }));
  if (comments.length > THEME_LIMITS.maxComments)
    throw new HttpError(
      422,
      `This period has ${comments.length.toLocaleString('en-US')} comments; themes are suggested for at most ${THEME_LIMITS.maxComments.toLocaleString('en-US')} at a time.`,
    );
  const found = await runTask(
    'themes',
    { comments },
    { budgetMs: THEMES_BUDGET_MS, tooComplex: THEMES_TOO_COMPLEX },
  );
  const text = new Map(comments.map((c) => [c.id, c.text]));
  return {
    considered: comments.length,
    unassigned: found.unassigned.length,
    themes: found.themes.map((t) => ({
      label: t.label,
      terms: t.terms,
      commentIds: t.commentIds,
      samples: t.commentIds
        .slice(0, SAMPLES)
        .map((id) => ({ id, comment: (text.get(id) ?? '').slice(0, SAMPLE_CHARS) })),
    })),
  };
}
