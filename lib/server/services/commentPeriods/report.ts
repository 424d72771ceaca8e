import { db } from '@/lib/server/db/knex';
import { toCsv } from '@/lib/server/csv';
import {
  periodQueries as q,
  themeCommentIds,
  toPublicComment,
  toPublicMapComment,
} from '@/lib/server/repositories/commentPeriods';
import { virginiaCsvDateTime } from '@/lib/shared/dates';
import { notFound } from '@/lib/shared/errors';
import {
  reportPath,
  type CommentPeriod,
  type PeriodReport,
  type PublicPeriodComment,
  type ReportFilters,
} from '@/lib/shared/schemas/commentPeriods';
import { bool } from '@/lib/server/db/normalize';
import type { Block } from '@/lib/server/pdf/tagged';
import { FILE_TASK_BUDGET_MS, runTask } from '@/lib/server/workers/pool';
import { siteLink } from '@/lib/server/siteLink';
import { virginiaDateTime } from '@/lib/shared/dates';
import { demographicsSummary } from './demographics';
import { languageName } from './posting';
import { publicPeriod } from './reading';

/**
 * "What we heard" (issue 57 §5): public only once staff published it, after the close. Every figure counts the
 * published comments (on the draft, a section, or the map during the period); every text is masked
 * (personalInfo.ts) and no email is ever read here. Pages using it are served through the page cache and follow
 * the `periods` change scope.
 */

type Row = Record<string, unknown>;

async function publishedReportPeriod(slug: string): Promise<CommentPeriod> {
  const period = await publicPeriod(slug);
  if (period.state !== 'closed' || !period.reportPublishedAt)
    throw notFound(`The report of “${period.title}” is not published yet.`, {
      href: `/get-involved/comment-periods/${period.slug}`,
      label: 'The comment period',
    });
  return period;
}

/** Every published comment of a period: on the draft and its sections, then on the map. */
export async function publishedPeriodComments(period: CommentPeriod): Promise<PublicPeriodComment[]> {
  const k = await db();
  const own = ((await q.approvedComments(k, period.id)) as Row[]).map(toPublicComment);
  const map = period.includesMap
    ? ((await q.approvedMapComments(k, period.id)) as Row[]).map(toPublicMapComment)
    : [];
  return [...own, ...map];
}

export const filterComments = (all: PublicPeriodComment[], f: ReportFilters) =>
  all.filter(
    (c) =>
      (!f.how || c.target === f.how) &&
      (!f.section || c.sectionAnchor === f.section) &&
      (!f.language || c.language === f.language),
  );

const countBy = <T extends string>(items: T[]) => {
  const m = new Map<T, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};

/** The figures of the report, its texts and the accepted themes with their counts. */
export async function periodReport(
  slug: string,
): Promise<{ report: PeriodReport; comments: PublicPeriodComment[] }> {
  const period = await publishedReportPeriod(slug);
  const k = await db();
  const row = (await q.byId(k, period.id)) as Row;
  const comments = await publishedPeriodComments(period);
  const ids = new Set(comments.filter((c) => c.target !== 'map').map((c) => c.id));
  const sections = new Map<string, string>();
  for (const c of comments)
    if (c.sectionAnchor) sections.set(c.sectionAnchor, c.sectionTitle ?? c.sectionAnchor);
  const themes = ((await q.themes(k, period.id)) as Row[])
    .filter((t) => bool(t.accepted))
    .map((t) => ({
      name: String(t.name),
      response: (t.response as string | null) ?? null,
      count: themeCommentIds(t.comment_ids).filter((id) => ids.has(id)).length,
    }));
  return {
    comments,
    report: {
      period,
      summary: (row.report_summary as string | null) ?? null,
      changes: (row.report_changes as string | null) ?? null,
      total: comments.length,
      byHow: countBy(comments.map((c) => c.target)).map(([how, count]) => ({ how, count })),
      bySection: countBy(comments.flatMap((c) => (c.sectionAnchor ? [c.sectionAnchor] : []))).map(
        ([anchor, count]) => ({ anchor, title: sections.get(anchor) ?? anchor, count }),
      ),
      byLanguage: countBy(comments.filter((c) => c.target !== 'map').map((c) => c.language)).map(
        ([code, count]) => ({ code, name: languageName(code), count }),
      ),
      choices: period.questions.flatMap((question) =>
        question.kind === 'choice'
          ? [
              {
                id: question.id,
                prompt: question.prompt,
                rows: question.options.map((option) => ({
                  option,
                  count: comments.filter((c) => c.answers[question.id] === option).length,
                })),
              },
            ]
          : [],
      ),
      themes,
      demographics: await demographicsSummary(period.id, true),
    },
  };
}

/** The rows of one keyset page the exports read at a time. */
export const EXPORT_PAGE_ROWS = 1000;

/**
 * Every published comment of a period, a keyset page at a time (draft and section comments by id, then the map
 * comments by id), masked: the exports write each page before the next is read, so memory holds one page.
 */
async function* commentPages(
  period: CommentPeriod,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<PublicPeriodComment[]> {
  const k = await db();
  for (let after = 0; ;) {
    const rows = (await q.approvedCommentsAfter(k, period.id, after, pageRows)) as Row[];
    if (rows.length === 0) break;
    yield rows.map(toPublicComment);
    after = Number(rows[rows.length - 1]!.id);
  }
  if (!period.includesMap) return;
  for (let after = 0; ;) {
    const rows = (await q.approvedMapCommentsAfter(k, period.id, after, pageRows)) as Row[];
    if (rows.length === 0) break;
    yield rows.map(toPublicMapComment);
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** A download written as it is read: its file name and its text in pieces. */
export interface StreamedExport {
  filename: string;
  chunks: AsyncIterable<string>;
}

/**
 * The published comments as CSV (spreadsheet-safe through the site's one writer, one call per page), masked, no
 * email. The period is checked (report published) before the first byte; the rows follow page by page.
 */
export async function periodCsv(slug: string): Promise<StreamedExport> {
  const period = await publishedReportPeriod(slug);
  const questions = period.questions;
  async function* chunks() {
    yield toCsv([
      [
        'Comment ID',
        'How',
        'Section',
        'Comment',
        ...questions.map((qq) => qq.prompt),
        'Language (ISO 639-3)',
        'Latitude',
        'Longitude',
        'Received (Virginia time)',
        'Illustrative',
      ],
    ]);
    for await (const page of commentPages(period))
      yield toCsv(
        page.map((c) => [
          c.target === 'map' ? `map-${c.id}` : String(c.id),
          c.target,
          c.sectionTitle ?? '',
          c.comment,
          ...questions.map((qq) => c.answers[qq.id] ?? ''),
          c.target === 'map' ? '' : c.language,
          c.latitude,
          c.longitude,
          virginiaCsvDateTime(c.createdAt),
          c.illustrative,
        ]),
        { bom: false },
      );
  }
  return { filename: `${period.slug}-comments.csv`, chunks: chunks() };
}

/** The mapped comments of the period as GeoJSON (RFC 7946), masked, no email, written a page at a time. */
export async function periodGeoJson(slug: string): Promise<StreamedExport> {
  const period = await publishedReportPeriod(slug);
  async function* chunks() {
    yield `{"type":"FeatureCollection","name":${JSON.stringify(`${period.slug}-map-comments`)},"features":[`;
    let first = true;
    for await (const page of commentPages(period)) {
      const features = page
        .filter((c) => c.latitude !== null && c.longitude !== null)
        .map((c) =>
          JSON.stringify({
            type: 'Feature',
            id: c.id,
            geometry: { type: 'Point', coordinates: [c.longitude, c.latitude] },
            properties: {
              comment: c.comment,
              received: c.createdAt,
              illustrative: c.illustrative,
              report: reportPath(period.slug),
            },
          }),
        );
      if (features.length === 0) continue;
      yield (first ? '' : ',') + features.join(',');
      first = false;
    }
    yield ']}';
  }
  return { filename: `${period.slug}-comments.geojson`, chunks: chunks() };
}

const HOW_LABELS = { draft: 'On the whole draft', section: 'On a section', map: 'On the map' } as const;

/**
 * The report as a tagged PDF (PDF/UA, the site's one PDF maker, lib/server/pdf/tagged.ts): the texts, every
 * count and each question's answers as tables, the themes, and every published comment (masked, no email).
 */
const REPORT_TOO_COMPLEX =
  'The report is too long to make as a PDF within the time the site allows. Download the comments as CSV instead.';

export async function periodPdf(slug: string): Promise<Buffer> {
  const { report, comments } = await periodReport(slug);
  const p = report.period;
  const count = (rows: Array<[string, number]>, head: string): Block => ({
    type: 'table',
    header: [head, 'Comments'],
    rows: rows.map(([label, n]) => [label, String(n)]),
    widths: [3, 1],
    rowHeaders: true,
  });
  const blocks: Block[] = [
    { type: 'heading', level: 1, text: `What we heard: ${p.title}` },
    {
      type: 'paragraph',
      text: `Comments from ${virginiaDateTime(p.opensAt)} to ${virginiaDateTime(p.closesAt)}. ${report.total} published comments.`,
    },
    {
      type: 'link',
      before: 'On the web: ',
      text: siteLink(reportPath(p.slug)),
      url: siteLink(reportPath(p.slug)),
      description: 'The report on the VTrans website',
    },
    { type: 'heading', level: 2, text: 'Summary' },
    { type: 'paragraph', text: report.summary ?? 'No summary yet.' },
    { type: 'heading', level: 2, text: 'What changed in the draft' },
    { type: 'paragraph', text: report.changes ?? 'No changes recorded yet.' },
    { type: 'heading', level: 2, text: 'Who commented and how' },
    count(
      report.byHow.map((r) => [HOW_LABELS[r.how], r.count]),
      'How',
    ),
    ...(report.bySection.length
      ? [
          count(
            report.bySection.map((r) => [r.title, r.count]),
            'Section',
          ),
        ]
      : []),
    count(
      report.byLanguage.map((r) => [r.name, r.count]),
      'Language',
    ),
    ...(report.choices.length
      ? [{ type: 'heading', level: 2, text: 'Answers to the questions' } as Block]
      : []),
    ...report.choices.flatMap((c): Block[] => [
      { type: 'heading', level: 3, text: c.prompt },
      count(
        c.rows.map((r) => [r.option, r.count]),
        'Answer',
      ),
    ]),
    ...(report.themes.length ? [{ type: 'heading', level: 2, text: 'Themes' } as Block] : []),
    ...report.themes.flatMap((t): Block[] => [
      { type: 'heading', level: 3, text: `${t.name} (${t.count} comments)` },
      ...(t.response ? [{ type: 'paragraph', text: `Our response: ${t.response}` } as Block] : []),
    ]),
    { type: 'heading', level: 2, text: 'Every published comment' },
    {
      type: 'list',
      items: comments.map(
        (c) => `${HOW_LABELS[c.target]}${c.sectionTitle ? ` (${c.sectionTitle})` : ''}: ${c.comment}`,
      ),
    },
  ];
  // Drawn in the worker pool: the list of every published comment grows with the period.
  const document = {
    title: `What we heard: ${p.title}`,
    lang: 'en-US',
    author: 'Office of Intermodal Planning and Investment',
    subject: p.summary,
    footer: p.illustrative ? 'Illustrative example · VTrans public comment' : 'VTrans public comment',
    pageNumbers: true,
    blocks,
  };
  const pdf = await runTask(
    'taggedPdf',
    { document },
    { budgetMs: FILE_TASK_BUDGET_MS, tooComplex: REPORT_TOO_COMPLEX },
  );
  return Buffer.from(pdf);
}
