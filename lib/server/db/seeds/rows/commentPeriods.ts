/**
 * Comment periods (issue 57), illustrative: one closed period with its published "What we heard" report, and one
 * period open on the draft mid-term needs, so a fresh install shows both. Every row says it is an illustrative
 * example; the comments are written for the example, not received from anyone.
 */
import { isoToVirginiaLocal, virginiaLocalToIso } from '@/lib/shared/dates';

const DAY = 86_400_000;

/** The Virginia day `days` from `now`, at a wall-clock time ('09:00'), as a UTC instant. */
const virginiaDayAt = (now: number, days: number, time: string) =>
  virginiaLocalToIso(
    `${isoToVirginiaLocal(new Date(now + days * DAY).toISOString()).slice(0, 10)}T${time}`,
  ) as string;

export const ILLUSTRATIVE_CLOSED_SLUG = 'illustrative-example-draft-risk-register-2026';
export const OPEN_MID_TERM_SLUG = 'draft-mid-term-needs';

const QUESTIONS_CLOSED = [
  {
    id: 'q1',
    kind: 'choice',
    prompt: 'Does the draft register name the risks that matter most to you?',
    options: ['Yes', 'Partly', 'No', 'Not sure'],
  },
  { id: 'q2', kind: 'text', prompt: 'Which risk is missing, or should rank higher?' },
];

const QUESTIONS_OPEN = [
  {
    id: 'q1',
    kind: 'choice',
    prompt: 'Which kind of need matters most where you live?',
    options: ['Safety', 'Congestion', 'Transit access', 'Walking and biking', 'Freight'],
  },
  { id: 'q2', kind: 'text', prompt: 'Is a need missing from the draft? Where?' },
];

/**
 * The two periods; the open one's dates are taken from the moment of seeding: it opened at 9:00 a week ago and closes
 * at 11:59 PM 60 days on (Virginia time).
 */
export function commentPeriods(now: number) {
  const stamp = new Date(now).toISOString();
  return [
    {
      slug: ILLUSTRATIVE_CLOSED_SLUG,
      title: 'Illustrative example: Draft long-term risk register, 2026',
      summary:
        'Illustrative example. The draft register lists the long-term risks and opportunities the plan watches: megatrends, macrotrends and their scenarios. We asked whether it names the risks that matter most and what is missing.',
      document_path: null,
      document_title: null,
      page_path: '/long-term-planning/long-term-risk-register',
      includes_map: false,
      opens_at: '2026-09-01T13:00:00.000Z',
      closes_at: '2026-10-16T03:59:00.000Z',
      questions: JSON.stringify(QUESTIONS_CLOSED),
      notice_locales: 'en,es',
      status: 'published',
      revision: 0,
      opened_at: '2026-09-01T13:00:00.000Z',
      closed_at: '2026-10-16T03:59:00.000Z',
      report_summary:
        'Illustrative example. 9 people commented, in English, Spanish, Vietnamese and Korean. Most said the draft names the right risks; many asked that flooding and extreme heat rank higher, and that rural transit be watched as the population ages.',
      report_changes:
        'Illustrative example. The revised register ranks flooding and extreme heat higher under climate, adds an older-population macrotrend for rural transit, and explains the scenarios in plainer words (see the section "High, medium and low scenarios" on the revised page).',
      report_published_at: '2026-11-02T15:00:00.000Z',
      illustrative: true,
      created_at: '2026-08-20T14:00:00.000Z',
      updated_at: '2026-11-02T15:00:00.000Z',
    },
    {
      slug: OPEN_MID_TERM_SLUG,
      title: 'Draft mid-term needs',
      summary:
        'The draft of the mid-term needs: where the transportation network falls short of the plan’s goals in the next ten years, and how needs are ranked. Tell us whether the needs are right where you live. (Illustrative example in this setup.)',
      document_path: null,
      document_title: null,
      page_path: '/mid-term-planning/mid-term-needs-and-priorities',
      includes_map: true,
      opens_at: virginiaDayAt(now, -7, '09:00'),
      closes_at: virginiaDayAt(now, 60, '23:59'),
      questions: JSON.stringify(QUESTIONS_OPEN),
      notice_locales: 'en,es,ko,vi,zh,ar',
      status: 'published',
      revision: 0,
      opened_at: virginiaDayAt(now, -7, '09:00'),
      closed_at: null,
      report_summary: null,
      report_changes: null,
      report_published_at: null,
      illustrative: true,
      created_at: stamp,
      updated_at: stamp,
    },
  ];
}

type Seeded = {
  target: 'draft' | 'section';
  section?: [string, string];
  comment: string;
  answers?: object;
  language: string;
};

const SCENARIOS: [string, string] = ['high-medium-and-low-scenarios', 'High, medium and low scenarios'];
const TRENDS: [string, string] = ['megatrends-and-macrotrends', 'Megatrends and macrotrends'];

/** The closed period's comments (approved unless said), each labelled illustrative. */
export const closedPeriodComments: Seeded[] = [
  {
    target: 'draft',
    comment: 'The register is clear. Flooding on coastal roads should rank higher than it does.',
    answers: { q1: 'Partly', q2: 'Coastal flooding' },
    language: 'eng',
  },
  {
    target: 'section',
    section: TRENDS,
    comment: 'Extreme heat is missing as its own trend: buses and rails both suffer in July.',
    answers: { q1: 'Partly' },
    language: 'eng',
  },
  {
    target: 'section',
    section: SCENARIOS,
    comment: 'The scenarios are hard to follow. A plain example of each would help.',
    answers: { q1: 'Yes' },
    language: 'eng',
  },
  {
    target: 'draft',
    comment: 'Las inundaciones en Hampton Roads deberían ser un riesgo más alto en el registro.',
    answers: { q1: 'Partly', q2: 'Inundaciones costeras' },
    language: 'spa',
  },
  {
    target: 'draft',
    comment: 'Người cao tuổi ở vùng nông thôn cần xe buýt; đề nghị theo dõi xu hướng này.',
    answers: { q1: 'No', q2: 'Giao thông nông thôn cho người cao tuổi' },
    language: 'vie',
  },
  {
    target: 'section',
    section: TRENDS,
    comment: '농촌 지역의 고령화와 대중교통 부족을 위험으로 다뤄 주세요.',
    answers: { q1: 'Partly' },
    language: 'kor',
  },
  {
    target: 'draft',
    comment: 'Good work. Remote work trends are covered well.',
    answers: { q1: 'Yes' },
    language: 'eng',
  },
  {
    target: 'draft',
    comment: 'Please add rural transit for older residents to the register.',
    answers: { q1: 'No', q2: 'Rural transit' },
    language: 'eng',
  },
  {
    target: 'draft',
    comment: 'Freight on I-81 keeps growing; the register should say so.',
    answers: { q1: 'Yes' },
    language: 'eng',
  },
];

/** Themes staff accepted for the closed period: its comments by their position in the list above. */
export const closedPeriodThemes = [
  {
    name: 'Flooding and extreme heat',
    response:
      'Illustrative example. The revised register ranks coastal flooding and extreme heat higher under climate.',
    positions: [0, 1, 3],
  },
  {
    name: 'Rural transit for an older population',
    response:
      'Illustrative example. A macrotrend on the ageing rural population and its transit needs was added.',
    positions: [4, 5, 7],
  },
];
