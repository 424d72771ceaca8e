import { pageCopy, listPageCopy } from '@/lib/server/pageCopy';
import { listArticles } from '@/lib/server/services/articles';
import { listEvents } from '@/lib/server/services/events';
import { listFaq } from '@/lib/server/services/faq';
import { listByTheNumbers } from '@/lib/server/services/highlights';
import {
  listRiskRegister,
  listStatutoryRequirements,
  listStrategicActions,
} from '@/lib/server/services/planRecords';
import { listGapTaStudies } from '@/lib/server/services/gapTa';
import { listUpdates } from '@/lib/server/services/updates';
import { PAGES, PLAN_NAME } from '@/lib/shared/pageRegistry';
import { faqPath, meetingPath, studyPath, updatePath } from '@/lib/shared/routes';
import { record, type SearchRecord } from './searchRecord';
import { markdownHeadings, markdownToText } from './text';

/** Site copy: article pages, the home page, updates, meetings, FAQ, actions, the register and the law. */
export async function webRecords(): Promise<SearchRecord[]> {
  const [articles, updates, events, faq, actions, risks, laws, numbers, withCopy, studies] =
    await Promise.all([
      listArticles(),
      listUpdates(),
      listEvents(),
      listFaq(),
      listStrategicActions(),
      listRiskRegister(),
      listStatutoryRequirements(),
      listByTheNumbers(),
      listPageCopy(),
      listGapTaStudies(),
    ]);
  const hasCopy = new Set(withCopy);
  const out: SearchRecord[] = [];

  // GAP-TA studies, each with its map page (an award adds one).
  for (const s of studies) {
    out.push(
      record({
        id: `gap-ta-study:${s.gapId}`,
        source: 'web',
        type: 'GAP-TA study',
        title: `${s.title} (${s.locality})`,
        body: `${s.summary} ${s.locality}, ${s.district} District. Fiscal year ${s.fiscalYear}, component ${s.component}, ${s.status}.`,
        tagList: ['GAP-TA'],
        url: studyPath(s.gapId),
      }),
    );
  }

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
    const slug = a.Slug;
    const path = a.Page;
    const copy = hasCopy.has(slug) ? await pageCopy(slug) : null;
    out.push(
      record({
        id: `page:${path}`,
        source: 'web',
        type: 'Page',
        title: a.Title,
        headings: copy ? markdownHeadings(copy.body).join(' ') : '',
        body: [a.Intro, copy ? markdownToText(copy.body) : ''].join(' ').trim(),
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
        url: faqPath(f.id),
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
