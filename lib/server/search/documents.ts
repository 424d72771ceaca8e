import { listPageCopy, pageCopy } from '@/lib/server/content';
import { db } from '@/lib/server/db/knex';
import { contentQueries } from '@/lib/server/repositories/content';
import * as content from '@/lib/server/services/content';
import { listDocuments, openDocument } from '@/lib/server/services/documents';
import { listFaq } from '@/lib/server/services/faq';
import { listLayerMetadata, listStatistics } from '@/lib/server/services/interactvtrans';
import { PAGES, PLAN_NAME } from '@/lib/shared/pages';
import type { SearchSource } from '@/lib/shared/schemas/search';
import { cachedPdfPages } from './pdfText';
import { markdownHeadings, markdownToText, usDateMs } from './text';
import { meetingPath, updatePath } from '@/lib/shared/routes';

/** One searchable unit (a page, an update, one page of a PDF, a dataset…). */
export interface SearchRecord {
  id: string;
  source: SearchSource;
  type: string;
  title: string;
  /** Section headings, space separated (boost 2). */
  headings: string;
  body: string;
  /** Tags / keywords, space separated (boost 2). */
  tags: string;
  tagList: string[];
  url: string;
  /** MM/DD/YYYY or null. */
  date: string | null;
  /** PDF page of this record, for document pages. */
  pageNumber: number | null;
  /** Records with the same group appear once in results (the pages of one PDF). */
  group: string;
}

type Draft = Omit<SearchRecord, 'headings' | 'tags' | 'tagList' | 'date' | 'pageNumber' | 'group'> &
  Partial<Pick<SearchRecord, 'headings' | 'date' | 'pageNumber' | 'group'>> & { tagList?: string[] };

const record = (d: Draft): SearchRecord => ({
  headings: '',
  date: null,
  pageNumber: null,
  group: d.id,
  ...d,
  tagList: d.tagList ?? [],
  tags: (d.tagList ?? []).join(' '),
});

/** Site copy: article pages, the home page, updates, meetings, FAQ, actions, the register and the law. */
async function webRecords(): Promise<SearchRecord[]> {
  const k = await db();
  const [articles, updates, events, faq, actions, risks, laws, numbers, withCopy] = await Promise.all([
    contentQueries.articles(k) as Promise<Array<Record<string, unknown>>>,
    content.listUpdates(),
    content.listEvents(),
    listFaq(),
    content.listStrategicActions(),
    content.listRiskRegister(),
    content.listStatutoryRequirements(),
    content.listByTheNumbers(),
    listPageCopy(),
  ]);
  const hasCopy = new Set(withCopy);
  const out: SearchRecord[] = [];

  const home = PAGES['/'];
  out.push(
    record({
      id: 'page:/',
      source: 'web',
      type: 'Page',
      title: PLAN_NAME,
      body: [home?.description ?? '', ...numbers.map((n) => `${n.value} ${n.label}. ${n.detail}`)].join(' '),
      tagList: home?.keywords ?? [],
      url: '/',
    }),
  );

  for (const a of articles) {
    const slug = String(a.slug);
    const path = String(a.page_path);
    const copy = hasCopy.has(slug) ? await pageCopy(slug) : null;
    out.push(
      record({
        id: `page:${path}`,
        source: 'web',
        type: 'Page',
        title: String(a.title),
        headings: copy ? markdownHeadings(copy.body).join(' ') : '',
        body: [String(a.intro), copy ? markdownToText(copy.body) : ''].join(' ').trim(),
        tagList: PAGES[path]?.keywords ?? [],
        url: path,
      }),
    );
  }

  for (const u of updates) {
    out.push(
      record({
        id: `update:${u.Key}`,
        source: 'web',
        type: 'Program update',
        title: u.Title,
        body: `${u.Intro} ${markdownToText(u.Body)}`,
        tagList: [u.Program === 'gap-ta' ? 'GAP-TA' : 'VTrans'],
        url: updatePath(u.Key),
        date: u.Date,
      }),
    );
  }

  for (const e of events) {
    out.push(
      record({
        id: `meeting:${e.slug}`,
        source: 'web',
        type: 'Meeting',
        title: e.title,
        body: [e.description, e.locationName, e.address, ...e.materials.map((m) => m.label)]
          .filter(Boolean)
          .join(' '),
        tagList: [e.type.replace(/-/g, ' ')],
        url: meetingPath(e.slug),
        date: e.date,
      }),
    );
  }

  for (const f of faq) {
    out.push(
      record({
        id: `faq:${f.id}`,
        source: 'web',
        type: 'FAQ',
        title: f.question,
        body: markdownToText(f.answer),
        tagList: [f.topic],
        url: `/get-involved/frequently-asked-questions#${f.id}`,
      }),
    );
  }

  for (const s of actions) {
    out.push(
      record({
        id: `action:${s.number}`,
        source: 'web',
        type: 'Strategic action',
        title: `Strategic Action ${s.number}: ${s.title}`,
        body: `${s.description} ${s.intent} Responsible: ${s.responsibleEntity}. Status: ${s.status}.`,
        tagList: [s.theme],
        url: '/vision/strategic-actions',
      }),
    );
  }

  for (const r of risks) {
    out.push(
      record({
        id: `macrotrend:${r.macrotrendNumber}`,
        source: 'web',
        type: 'Macrotrend',
        title: `Macrotrend ${r.macrotrendNumber}: ${r.macrotrend}`,
        headings: `Megatrend: ${r.megatrend}`,
        body: [r.summary, r.drivers, ...r.keyFigures.map((f) => `${f.label} ${f.value}`)].join(' '),
        tagList: [r.megatrend, 'megatrend', 'macrotrend'],
        url: r.page,
      }),
    );
  }

  laws.forEach((l, i) => {
    out.push(
      record({
        id: `statute:${i}`,
        source: 'web',
        type: 'Statutory requirement',
        title: `${l.citation}: ${l.title}`,
        body: l.description,
        tagList: [l.level, String(l.year)],
        url: '/about/statutory-requirements',
      }),
    );
  });
  return out;
}

/** The library: one record per PDF page with text; other files (or PDFs without text) one record. */
async function documentRecords(): Promise<SearchRecord[]> {
  const docs = await listDocuments();
  const perDoc = await Promise.all(
    docs.map(async (d): Promise<SearchRecord[]> => {
      const tagList = [d.tags.topic, d.tags.planCycle, d.tags.docType].filter(Boolean);
      const base = {
        source: 'documents' as const,
        type: 'PDF',
        title: d.title,
        tagList,
        group: `doc:${d.path}`,
      };
      let pages: string[] = [];
      if (d.contentType === 'application/pdf') {
        pages = await cachedPdfPages(d.path, d.lastModified, async () => {
          const { stream } = await openDocument(d.path);
          const chunks: Buffer[] = [];
          for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
          return Buffer.concat(chunks);
        }).catch((err: unknown) => {
          console.warn(`[search] no text for ${d.path}:`, err instanceof Error ? err.message : err);
          return [] as string[];
        });
      }
      const withText = pages.map((text, i) => ({ text, n: i + 1 })).filter((p) => p.text.trim());
      if (withText.length === 0) {
        return [
          record({
            ...base,
            id: `doc:${d.path}`,
            type: d.contentType === 'application/pdf' ? 'PDF' : 'Document',
            body: '',
            url: d.href,
          }),
        ];
      }
      return withText.map((p) =>
        record({
          ...base,
          id: `doc:${d.path}#${p.n}`,
          body: p.text,
          url: `${d.href}#page=${p.n}`,
          pageNumber: p.n,
        }),
      );
    }),
  );
  return perDoc.flat();
}

/** Map layers and InteractVTrans statistics. */
async function dataRecords(): Promise<SearchRecord[]> {
  const [layers, stats] = await Promise.all([listLayerMetadata(), listStatistics()]);
  return [
    ...layers.map((l) =>
      record({
        id: `dataset:${l.key}`,
        source: 'data',
        type: 'Dataset',
        title: l.name,
        body: `${l.description} Source: ${l.source}. Vintage: ${l.vintage}. Geometry: ${l.geometryType}.`,
        tagList: [l.category],
        url: '/interactvtrans/available-datasets',
        date: l.updatedOn,
      }),
    ),
    ...stats.map((s) =>
      record({
        id: `statistic:${s.key}`,
        source: 'data',
        type: 'Statistic',
        title: s.label,
        body: `${s.value} ${s.description}`,
        tagList: ['InteractVTrans'],
        url: '/interactvtrans/about',
      }),
    ),
  ];
}

/** Every search record of the site, from all three sources. */
export async function buildSearchRecords(): Promise<SearchRecord[]> {
  const [web, documents, data] = await Promise.all([webRecords(), documentRecords(), dataRecords()]);
  return [...web, ...documents, ...data];
}

/** Epoch ms of a record's date, for the recency tie-break. */
export const recordTime = (r: SearchRecord): number | null => usDateMs(r.date);
