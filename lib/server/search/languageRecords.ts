import { catalog, hasCatalog } from '@/lib/server/i18n/messages';
import { pageCopy } from '@/lib/server/pageCopy';
import { listArticles } from '@/lib/server/services/articles';
import { listEvents } from '@/lib/server/services/events';
import { translationsOfKind } from '@/lib/server/services/translations';
import { listUpdates } from '@/lib/server/services/updates';
import { localePath } from '@/lib/shared/i18n';
import { PAGES } from '@/lib/shared/pageRegistry';
import { meetingPath, updatePath } from '@/lib/shared/routes';
import { record, type SearchRecord } from './searchRecord';
import { markdownHeadings, markdownToText } from './text';

/** Every string of a message tree, in order. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

/**
 * The search records of one language's own text (issue 55 §7), each at its address in that language and grouped
 * with the English record it translates (so a result is not listed twice): the article pages translated as
 * content/pages/<slug>.<locale>.md, the home page where messages/<locale>/home.json exists, and the published
 * translations of program updates and meetings whose English is published. Announcements have no page of their
 * own, so they are not searched (as in English).
 */
export async function languageRecords(locale: string): Promise<SearchRecord[]> {
  const [articles, updates, events, updateTexts, eventTexts] = await Promise.all([
    listArticles(),
    listUpdates(),
    listEvents(),
    translationsOfKind('update', locale),
    translationsOfKind('event', locale),
  ]);
  const out: SearchRecord[] = [];

  if (hasCatalog(locale, 'home')) {
    const home = catalog(locale, 'home') as {
      title?: string;
      lead?: string;
      pillars?: unknown;
      gap?: unknown;
    };
    out.push(
      record({
        id: `page:/@${locale}`,
        group: 'page:/',
        source: 'web',
        type: 'Page',
        title: home.title ?? '',
        body: [home.lead ?? '', ...strings(home.pillars), ...strings(home.gap)].join(' '),
        url: localePath(locale, '/'),
      }),
    );
  }

  for (const a of articles) {
    const copy = await pageCopy(a.Slug, locale);
    if (!copy) continue;
    const title = typeof copy.data.title === 'string' ? copy.data.title : a.Title;
    const intro = typeof copy.data.intro === 'string' ? copy.data.intro : '';
    out.push(
      record({
        id: `page:${a.Page}@${locale}`,
        group: `page:${a.Page}`,
        source: 'web',
        type: 'Page',
        title,
        headings: markdownHeadings(copy.body).join(' '),
        body: [intro, markdownToText(copy.body)].join(' ').trim(),
        tagList: PAGES[a.Page]?.keywords ?? [],
        url: localePath(locale, a.Page),
      }),
    );
  }

  for (const u of updates) {
    const t = updateTexts.get(u.Key);
    if (!t) continue;
    out.push(
      record({
        id: `update:${u.Key}@${locale}`,
        group: `update:${u.Key}`,
        source: 'web',
        type: 'Program update',
        title: t.title,
        body: `${t.summary} ${markdownToText(t.body)}`.trim(),
        tagList: [u.Program === 'gap-ta' ? 'GAP-TA' : 'VTrans'],
        url: localePath(locale, updatePath(u.Key)),
        date: u.Date,
      }),
    );
  }

  for (const e of events) {
    const t = eventTexts.get(e.slug);
    if (!t) continue;
    out.push(
      record({
        id: `meeting:${e.slug}@${locale}`,
        group: `meeting:${e.slug}`,
        source: 'web',
        type: 'Meeting',
        title: t.title,
        body: [t.summary, markdownToText(t.body), e.locationName, e.address].filter(Boolean).join(' '),
        tagList: [e.type.replace(/-/g, ' ')],
        url: localePath(locale, meetingPath(e.slug)),
        date: e.date,
      }),
    );
  }
  return out;
}
