import type { ThemeSuggestions } from '@/lib/shared/schemas/commentPeriods';
import { request } from './request';

/** Themes the site suggests from a period's comments (staff; the work runs in the server's worker pool). */
export const suggestThemes = (periodId: number) =>
  request<ThemeSuggestions>(`/api/admin/comment-periods/${periodId}/themes`, 'No themes suggested');
