import type { ThemeSuggestions } from '@/lib/shared/schemas/commentPeriods';
import type { FlagReason } from '@/lib/shared/schemas/comments';
import { ensureVisitor } from './comments';
import { request } from './request';

/** Themes the site suggests from a period's comments (staff; the work runs in the server's worker pool). */
export const suggestThemes = (periodId: number) =>
  request<ThemeSuggestions>(`/api/admin/comment-periods/${periodId}/themes`, 'No themes suggested');

/** A comment on a period's draft (the page's form, once its scripts run; without them it posts itself). */
export const postPeriodComment = (slug: string, body: Record<string, unknown>) =>
  request<{ status?: 'approved' | 'pending'; demographicsToken?: string | null }>(
    `/api/comment-periods/${encodeURIComponent(slug)}/comments`,
    'Failed to send the comment',
    { method: 'POST', body },
  );

/** The voluntary demographics of one's own comment (the token of the thank-you answer). */
export const saveDemographics = (slug: string, body: Record<string, string>) =>
  request<{ saved: true }>(
    `/api/comment-periods/${encodeURIComponent(slug)}/demographics`,
    'Failed to save the answers',
    { method: 'POST', body },
  );

/** Flags a published period comment (the map comments' rules: a visitor cookie the site issued first). */
export async function flagPeriodComment(slug: string, id: number, reason: FlagReason) {
  await ensureVisitor();
  return request<{ id: number; count: number; held: boolean }>(
    `/api/comment-periods/${encodeURIComponent(slug)}/flags`,
    'Failed to flag the comment',
    { method: 'POST', body: { id, reason } },
  );
}
