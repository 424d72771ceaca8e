/**
 * Comment periods (issue 57), zod-free so the browser may import them: a period's state on a clock, the sentence
 * a late comment is refused with, and its addresses. Every instant is stored in UTC and shown in Virginia time.
 */
import { virginiaDateTime } from '@/lib/shared/dates';
import { slugify } from '@/lib/shared/slug';

export const PERIOD_STATES = ['upcoming', 'open', 'closed'] as const;
export type PeriodState = (typeof PERIOD_STATES)[number];

/** At most this many questions per period. */
export const MAX_QUESTIONS = 10;
/** A choice question has 2 to this many options. */
export const MAX_OPTIONS = 8;

export const PERIOD_LIMITS = {
  title: 200,
  summary: 4000,
  question: 300,
  option: 120,
  comment: 4000,
  answer: 2000,
  sectionTitle: 300,
  report: 20000,
  themeName: 200,
};

/** Where a comment points: the whole draft or one section of it (a heading's anchor). Map comments live on the map. */
export const PERIOD_TARGETS = ['draft', 'section'] as const;
export type PeriodTarget = (typeof PERIOD_TARGETS)[number];

/**
 * The state of a period at `now`: before it opens, upcoming; from its opening instant (inclusive) to its closing
 * instant (exclusive), open; after, closed. Instants, not days: a period closing "at 11:59 PM on March 8" in
 * Virginia closes at that Virginia minute whatever the zone of the server or the reader, across DST changes.
 */
export function periodState(p: { opensAt: string; closesAt: string }, now: Date | number): PeriodState {
  const t = typeof now === 'number' ? now : now.getTime();
  if (t < Date.parse(p.opensAt)) return 'upcoming';
  if (t < Date.parse(p.closesAt)) return 'open';
  return 'closed';
}

export const COMMENT_PERIODS_PATH = '/get-involved/comment-periods';
export const GET_INVOLVED_PATH = '/get-involved';
export const COMMENT_PERIODS_FEED = '/comment-periods.xml';

/** A period's page. */
export const periodPath = (slug: string) => `${COMMENT_PERIODS_PATH}/${encodeURIComponent(slug)}`;
/** Its "What we heard" report (published after the close). */
export const reportPath = (slug: string) => `${periodPath(slug)}/what-we-heard`;
/** Its closing date as a calendar file. */
export const periodIcsPath = (slug: string) => `/api/comment-periods/${encodeURIComponent(slug)}/ics`;
/** The published comments as CSV or GeoJSON (the mapped ones). */
export const periodExportPath = (slug: string, format: 'csv' | 'geojson' | 'pdf') =>
  `/api/comment-periods/${encodeURIComponent(slug)}/export?format=${format}`;

/** The sentence a comment after the close is refused with: when it closed and where the report is or will be. */
export function closedSentence(p: { slug: string; closesAt: string; reportPublished: boolean }): string {
  const when = virginiaDateTime(p.closesAt);
  return p.reportPublished
    ? `This comment period closed on ${when}, so it no longer takes comments. Read what we heard at ${reportPath(p.slug)}.`
    : `This comment period closed on ${when}, so it no longer takes comments. The report of what we heard will be published at ${reportPath(p.slug)}.`;
}

/** The sentence a comment before the opening is refused with. */
export function notYetOpenSentence(p: { opensAt: string }): string {
  return `This comment period opens on ${virginiaDateTime(p.opensAt)}; comments are taken from then.`;
}

/** A heading's anchor as the site's Markdown pages make it (and as a comment may point to). */
export const ANCHOR_PATTERN = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** A period's slug from its title (the site's one slug rule). */
export const periodSlug = (title: string) => slugify(title, { max: 80, fallback: 'comment-period' });

/** What the notice of an open period says and links to (on the pages it is about and the home page). */
export interface PeriodNotice {
  slug: string;
  title: string;
  closesAt: string;
}

/**
 * Voluntary demographics (issue 57 §4): what a person may say about themselves after commenting, each optional.
 * The values are keys of the `periods.demographics` messages (the form and the reports say them in the page's
 * language).
 */
export const AGE_BANDS = ['under18', '18to24', '25to34', '35to44', '45to64', '65plus'] as const;
export const HOME_LANGUAGES = ['en', 'es', 'ko', 'vi', 'zh', 'ar', 'other'] as const;
export const DISABILITY_ANSWERS = ['yes', 'no', 'preferNot'] as const;
export const ZIP_PATTERN = /^[0-9]{5}$/;
/** A count under this is never shown: it reads "fewer than 5". */
export const SMALL_COUNT = 5;
/** A ZIP code counted under SMALL_COUNT is pooled into this row, never named. */
export const OTHER_ZIPS = 'other';

/** One row of an aggregate: its value and its count, null when under SMALL_COUNT ("fewer than 5"). */
export interface DemographicCount {
  value: string;
  count: number | null;
}

/**
 * The demographics of a period, only as counts per answer. No total and no "did not answer" row is given, so a
 * count shown as "fewer than 5" cannot be found by subtracting the shown counts from a total.
 */
export interface DemographicsSummary {
  ageBand: DemographicCount[];
  zip: DemographicCount[];
  homeLanguage: DemographicCount[];
  disability: DemographicCount[];
}

/** The page where a person deletes the demographics they gave (the link of the thank-you and the receipt). */
export const yourAnswersPath = (slug: string, token: string) =>
  `${periodPath(slug)}/your-answers?token=${encodeURIComponent(token)}`;
