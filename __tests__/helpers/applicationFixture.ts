import { DEFAULT_COMPONENTS } from '@/lib/shared/schemas/gapTaApplications/rules';
import type { Application } from '@/lib/shared/schemas/gapTaApplications';

/** A whole application as the API answers it (a sent one by default); `over` replaces any field. */
export function anApplication(over: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    trackingNumber: 'GAP-FY27-0001',
    cycleId: 1,
    cycleTitle: 'FY27 GAP-TA',
    fiscalYear: 2027,
    component: DEFAULT_COMPONENTS[0]!,
    organizationId: 'culpeper',
    locality: 'Culpeper County',
    status: 'submitted',
    agencyName: 'Culpeper County',
    contactName: 'A Planner',
    contactTitle: 'Planner',
    contactEmail: 'planner@example.org',
    contactPhone: '540-555-0100',
    title: 'Main Street multimodal plan',
    priorAssistance: 'no',
    answers: {},
    studyArea: null,
    letter: null,
    sections: [],
    createdAt: '2026-11-01T14:00:00.000Z',
    updatedAt: '2026-11-02T14:00:00.000Z',
    submittedAt: '2026-11-02T14:00:00.000Z',
    decidedAt: null,
    gapId: null,
    illustrative: false,
    editable: false,
    clarification: null,
    history: [],
    scores: null,
    ...over,
  };
}

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
      rubric: [],
    },
    submittedAt: null,
    decidedAt: null,
    history: [],
    scores: null, // an applicant's copy
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
