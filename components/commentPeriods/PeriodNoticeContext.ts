import { createContext } from 'react';
import type { PeriodNotice } from '@/lib/shared/schemas/commentPeriods/rules';

/**
 * The open comment periods about this page (issue 57), from page() through _app: the frame shows them on the
 * redesigned pages; a tool page in the older layout (the Map Explorer) says so where its comment form is.
 */
export const PeriodNoticeContext = createContext<PeriodNotice[]>([]);
