import type { Application, ApplicationEvent } from '@/lib/shared/schemas/gapTaApplications';
import { DECIDED } from '@/lib/shared/schemas/gapTaApplications/rules';

/**
 * What staff's record of an application holds beyond the form, for the cycle's CSV and the PDF packets alike:
 * the clarifications asked and answered, the decision with its note, and each reviewer's points per criterion.
 */

/** Each question OIPI asked, with the applicant's answer when they gave one, oldest first. */
export function clarificationsOf(app: Pick<Application, 'history'>): Array<{
  askedAt: string;
  question: string;
  answeredAt: string | null;
  answer: string | null;
  /** The PDF sent with the answer: its name and the step that downloads it. */
  file: { event: number; fileName: string } | null;
}> {
  const out: ReturnType<typeof clarificationsOf> = [];
  for (const e of [...app.history].sort((a, b) => a.at.localeCompare(b.at))) {
    if (e.kind === 'clarification-requested')
      out.push({ askedAt: e.at, question: e.note ?? '', answeredAt: null, answer: null, file: null });
    const open = out[out.length - 1];
    if (e.kind === 'clarification-answered' && open && open.answer === null) {
      open.answeredAt = e.at;
      open.answer = e.note ?? '';
      open.file = e.file ? { event: e.file.event, fileName: e.file.fileName } : null;
    }
  }
  return out;
}

/** The step that decided it (award, decline, waitlist), with its note; null before a decision. */
export function decisionOf(app: Pick<Application, 'history' | 'decidedAt'>): ApplicationEvent | null {
  if (!app.decidedAt) return null;
  const steps = app.history.filter((e) => e.toStatus && DECIDED.includes(e.toStatus));
  return steps.sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
}

/** The points every reviewer gave one criterion, averaged to one decimal; null when nobody scored it. */
export function criterionAverage(app: Pick<Application, 'scores'>, key: string): number | null {
  const given = (app.scores ?? []).map((s) => s.points[key]).filter((p): p is number => p !== undefined);
  if (given.length === 0) return null;
  return Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
}

/** One line per reviewer: each criterion's points of its maximum, the total, and their comment. */
export function reviewerScoreLines(app: Pick<Application, 'scores' | 'component'>): string[] {
  const most = app.component.rubric.reduce((sum, r) => sum + r.max, 0);
  return (app.scores ?? []).map((s) => {
    const points = app.component.rubric
      .map((r) => `${r.label} ${s.points[r.key] ?? '–'} of ${r.max}`)
      .join('; ');
    return `${s.reviewer}: ${points}; total ${s.total} of ${most}${s.comment ? `. Comment: ${s.comment}` : ''}`;
  });
}
