/**
 * GAP-TA applications: the four components with their questions, word limits and scoring rubric,
 * the statuses an application moves through, and the rules the form and the server share (word counts,
 * section completeness). Components and limits follow the program guidance (CONTENT-FACTS §3–4); where the
 * guidance is silent (the component questions beyond outcomes and scope, the rubric's criteria and points)
 * the choices are ours and the README says so.
 */

export interface CycleQuestion {
  key: string;
  label: string;
  help: string;
  /** Most words the answer may have. */
  wordLimit: number;
}

export interface RubricCriterion {
  key: string;
  label: string;
  /** Most points a reviewer may give. */
  max: number;
}

export interface CycleComponent {
  number: 1 | 2 | 3 | 4;
  title: string;
  questions: CycleQuestion[];
  rubric: RubricCriterion[];
}

/** Questions every component asks (CONTENT-FACTS §4: outcomes about 500 words, scope about 1,000). */
const COMMON_QUESTIONS: CycleQuestion[] = [
  {
    key: 'summary',
    label: 'Summary of the request',
    help: 'Two or three sentences: what the study would look at and where. It becomes the study’s public summary if assistance is awarded.',
    wordLimit: 100,
  },
  {
    key: 'outcomes',
    label: 'Expected outcomes',
    help: 'What your locality expects to have at the end: plans, inventories, recommendations, and how you will use them.',
    wordLimit: 500,
  },
  {
    key: 'scope',
    label: 'Scope of work',
    help: 'The tasks you have in mind, the data you already hold, who takes part, and any deadlines the study must meet.',
    wordLimit: 1000,
  },
];

const rubric = (alignment: string): RubricCriterion[] => [
  { key: 'need', label: 'Need and local readiness', max: 25 },
  { key: 'alignment', label: alignment, max: 25 },
  { key: 'scope', label: 'Clear, achievable scope and outcomes', max: 20 },
  { key: 'commitment', label: 'Local commitment (letter of support, staff time)', max: 15 },
  { key: 'first-time', label: 'Preference for applicants without prior assistance', max: 15 },
];

/** The four components of the program guidance, each with its own question and rubric. */
export const DEFAULT_COMPONENTS: CycleComponent[] = [
  {
    number: 1,
    title: 'Multimodal planning in Urban Development Areas or Growth Areas',
    questions: [
      ...COMMON_QUESTIONS,
      {
        key: 'component',
        label: 'The Urban Development Area or Growth Area',
        help: 'Name the area, say whether your comprehensive plan designates it (§ 15.2-2223.1), and which traditional-neighborhood-design principles the study would advance.',
        wordLimit: 300,
      },
    ],
    rubric: rubric('Advances UDA or growth-area planning and TND principles'),
  },
  {
    number: 2,
    title: 'Strategies for emerging planning issues',
    questions: [
      ...COMMON_QUESTIONS,
      {
        key: 'component',
        label: 'The emerging issue',
        help: 'Which issue the study would address, why it matters to your locality now, and what decisions it would inform.',
        wordLimit: 300,
      },
    ],
    rubric: rubric('Addresses an emerging issue with transferable lessons'),
  },
  {
    number: 3,
    title: 'An accessibility planning process',
    questions: [
      ...COMMON_QUESTIONS,
      {
        key: 'component',
        label: 'Destinations and travellers',
        help: 'Which destinations (jobs, schools, health care, groceries) and which travellers the process would consider, and how results would feed your plans.',
        wordLimit: 300,
      },
    ],
    rubric: rubric('Builds a lasting accessibility planning process'),
  },
  {
    number: 4,
    title: 'Multimodal planning outside urbanized areas',
    questions: [
      ...COMMON_QUESTIONS,
      {
        key: 'component',
        label: 'The rural or small-town setting',
        help: 'Describe the place, how people travel there today, and the gaps in walking, cycling, transit or road connections.',
        wordLimit: 300,
      },
    ],
    rubric: rubric('Fits the needs of a place outside urbanized areas'),
  },
];

export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under-review',
  'clarification-requested',
  'awarded',
  'declined',
  'waitlisted',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Draft (not sent)',
  submitted: 'Submitted',
  'under-review': 'Under review',
  'clarification-requested': 'Clarification requested',
  awarded: 'Awarded',
  declined: 'Declined',
  waitlisted: 'Waitlisted',
  withdrawn: 'Withdrawn by the applicant',
};

/** Statuses staff have decided: nothing changes after them. */
export const DECIDED: readonly ApplicationStatus[] = ['awarded', 'declined', 'waitlisted'];

/** Statuses from which the applicant may withdraw a sent application (not once it is awarded or declined). */
export const WITHDRAWABLE: readonly ApplicationStatus[] = [
  'submitted',
  'under-review',
  'clarification-requested',
  'waitlisted',
];

/** Statuses after which neither side changes anything: a final decision, or the applicant withdrew. */
export const CLOSED: readonly ApplicationStatus[] = ['awarded', 'declined', 'withdrawn'];

/** The staff actions on a sent application, and the status each leads to. */
export const REVIEW_ACTIONS = {
  'start-review': 'under-review',
  'request-clarification': 'clarification-requested',
  award: 'awarded',
  decline: 'declined',
  waitlist: 'waitlisted',
} as const satisfies Record<string, ApplicationStatus>;
export type ReviewAction = keyof typeof REVIEW_ACTIONS;

/** Words as a person counts them: runs of letters or digits (with inner apostrophes and hyphens). */
export function wordCount(text: string | null | undefined): number {
  return (text ?? '').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** The study area as the application keeps it. */
export type StudyAreaSource = 'localities' | 'drawn' | 'file';
export const STUDY_AREA_SOURCE_LABELS: Record<StudyAreaSource, string> = {
  localities: 'Counties and cities picked from the list',
  drawn: 'A shape drawn on the map',
  file: 'An uploaded file',
};

/** What section completeness reads of an application. */
export interface CompletenessInput {
  agencyName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  title: string;
  priorAssistance: 'yes' | 'no' | null;
  answers: Record<string, string>;
  studyArea: { source: StudyAreaSource } | null;
  letter: { fileName: string } | null;
}

export interface SectionState {
  key: string;
  label: string;
  complete: boolean;
  /** What is missing or wrong, each a sentence a person can act on. */
  problems: string[];
}

/** The questions the form asks in sections of their own, after the request (and its component's questions). */
const LATER_QUESTIONS = ['outcomes', 'scope'];

/**
 * A component's questions in the order the form asks them: the summary and the component's own questions in
 * "The request", then expected outcomes, then the scope of work. The PDF copy follows it, so an answer sits
 * where the applicant wrote it.
 */
export function questionsInFormOrder<Q extends { key: string }>(questions: readonly Q[]): Q[] {
  return [
    ...questions.filter((q) => !LATER_QUESTIONS.includes(q.key)),
    ...LATER_QUESTIONS.flatMap((key) => questions.filter((q) => q.key === key)),
  ];
}

/** Each section of the form with what it still needs: the form shows it, and submit refuses while any is open. */
export function sectionStates(app: CompletenessInput, component: CycleComponent): SectionState[] {
  const need = (ok: boolean, problem: string) => (ok ? [] : [problem]);
  const text = (q: CycleQuestion): string[] => {
    const n = wordCount(app.answers[q.key]);
    if (n === 0) return [`Answer “${q.label}”.`];
    if (n > q.wordLimit)
      return [`“${q.label}” has ${n} words; the limit is ${q.wordLimit}: cut ${n - q.wordLimit}.`];
    return [];
  };
  const byKey = (key: string) => component.questions.find((q) => q.key === key);
  const otherQuestions = component.questions.filter((q) => !LATER_QUESTIONS.includes(q.key));
  const sections: Array<Omit<SectionState, 'complete'>> = [
    {
      key: 'contact',
      label: 'Agency and contact',
      problems: [
        ...need(app.agencyName.trim() !== '', 'Give the applying agency’s name.'),
        ...need(app.contactName.trim() !== '', 'Give the contact person’s name.'),
        ...need(/^\S+@\S+\.\S+$/.test(app.contactEmail.trim()), 'Give the contact’s email address.'),
        ...need(app.contactPhone.trim() !== '', 'Give the contact’s phone number.'),
      ],
    },
    {
      key: 'project',
      label: 'The request',
      problems: [
        ...need(app.title.trim() !== '', 'Give the study a short title.'),
        ...need(app.priorAssistance !== null, 'Say whether your locality has had GAP-TA assistance before.'),
        ...otherQuestions.flatMap(text),
      ],
    },
    { key: 'outcomes', label: 'Expected outcomes', problems: text(byKey('outcomes')!) },
    { key: 'scope', label: 'Scope of work', problems: text(byKey('scope')!) },
    {
      key: 'study-area',
      label: 'Study area',
      problems: need(
        app.studyArea !== null,
        'Set the study area: pick counties or cities, draw it on the map, or upload a file.',
      ),
    },
    {
      key: 'letter',
      label: 'Letter of support',
      problems: need(app.letter !== null, 'Upload the letter of support as a PDF.'),
    },
  ];
  return sections.map((s) => ({ ...s, complete: s.problems.length === 0 }));
}

/** The fiscal year's short label, e.g. 2028 → "FY28". */
export const fyLabel = (fiscalYear: number) => `FY${String(fiscalYear % 100).padStart(2, '0')}`;

/** The tracking number of a sent application: the cycle's year and the application's row number. */
export const trackingNumber = (fiscalYear: number, rowId: number) =>
  `GAP-TA-${fyLabel(fiscalYear)}-${String(rowId).padStart(4, '0')}`;

/** The largest letter of support accepted. */
export const LETTER_MAX_MB = 10;
/** Most corners a drawn study area may have. */
export const MAX_DRAWN_VERTICES = 200;
/** Most vertices a study area may keep (an uploaded file's shapes together). */
export const MAX_AREA_VERTICES = 50_000;
