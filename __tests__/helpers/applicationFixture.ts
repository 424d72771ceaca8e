import type { Application } from '@/lib/shared/schemas/gapTaApplications';

/**
 * A GAP-TA application as the PDF copy reads it (only the fields the copy shows), with one question per answer
 * given; `over` replaces any field. For the PDF tests and bench/pdfCopy.ts.
 */
export function copyApplication(
  answers: Record<string, string>,
  over: Partial<Application> = {},
): Application {
  return {
    id: 'a1',
    trackingNumber: null,
    status: 'draft',
    cycleTitle: 'FY27 GAP-TA',
    component: {
      number: 1,
      title: 'Planning',
      questions: Object.keys(answers).map((key, i) => ({ key, label: `Question ${i + 1}`, wordLimit: 500 })),
    },
    submittedAt: null,
    locality: 'Culpeper County',
    agencyName: 'Planning',
    contactName: 'A. Person',
    contactTitle: null,
    contactEmail: 'a@example.org',
    contactPhone: '(540) 555-0100',
    priorAssistance: 'no',
    title: 'Study',
    answers,
    studyArea: null,
    letter: null,
    gapId: null,
    ...over,
  } as unknown as Application;
}
