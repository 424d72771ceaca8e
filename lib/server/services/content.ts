import { db } from '@/lib/server/db/knex';
import { bool, exactMatch, isoDate, isoDateTime, isoDateTimeOrNull } from '@/lib/server/db/normalize';
import { contentQueries as q } from '@/lib/server/repositories/content';
import { isoToUsDate } from '@/lib/shared/dates';
import { notFound } from '@/lib/shared/errors';
import { beyondEndMessage, pageOf, parseUpdatesQuery, type UpdatesPage } from '@/lib/shared/paging';
import type { Announcement } from '@/lib/shared/schemas/announcements';
import type { Article } from '@/lib/shared/schemas/articles';
import type {
  ByTheNumbers,
  DidYouKnow,
  RiskRegisterItem,
  StatutoryRequirement,
  StrategicAction,
  SurveyMilestone,
  WhatsNewItem,
} from '@/lib/shared/schemas/content';
import type { Event } from '@/lib/shared/schemas/events';
import type { Update } from '@/lib/shared/schemas/updates';
import { updatesListPath } from '@/lib/shared/routes';

type Row = Record<string, unknown>;
const str = (v: unknown) => v as string;
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
const usDate = (v: unknown) => isoToUsDate(isoDate(v));
const link = (href: unknown, label: unknown) =>
  href ? { href: str(href), label: str(label ?? href) } : null;

/** The day an event happens in Virginia, as MM/DD/YYYY. */
export function virginiaDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year')}`;
}

const toArticle = (r: Row): Article => ({
  Slug: str(r.slug),
  Page: str(r.page_path),
  Title: str(r.title),
  Intro: str(r.intro),
});

const toUpdate = (r: Row): Update => ({
  Key: str(r.update_key),
  Date: usDate(r.date),
  Title: str(r.title),
  Intro: str(r.intro),
  Body: str(r.body),
  Program: r.program as Update['Program'],
  Link: link(r.link_href, r.link_label),
});

/** The article record (Title, Intro) of a content page; 404 when there is none. */
export async function getArticle(slug: string): Promise<Article> {
  const row = exactMatch(await q.articleBySlug(await db(), slug), 'slug', slug);
  if (!row) throw notFound(`No article named '${slug}'.`);
  return toArticle(row);
}

/** Every program update, newest first. */
export async function listUpdates(): Promise<Update[]> {
  return (await q.updates(await db())).map(toUpdate);
}

/** One page of updates for the list page (?page=N, ?program=…); errors say why the page is a 404. */
export async function listUpdatesPage(
  query: Record<string, string | string[] | undefined>,
): Promise<UpdatesPage> {
  const latest = { href: updatesListPath(1, null), label: 'Go to the latest updates' };
  const parsed = parseUpdatesQuery(query);
  if (!parsed.ok) throw notFound(parsed.message, latest);
  const all = await listUpdates();
  const matching = parsed.program ? all.filter((u) => u.Program === parsed.program) : all;
  const paged = pageOf(matching, parsed.page);
  if (!paged) throw notFound(beyondEndMessage(parsed.page, pageOf(matching, 1)?.pageCount ?? 1), latest);
  const { items, ...rest } = paged;
  return { ...rest, updates: items, program: parsed.program };
}

/** One update by its SPEC §2 key, or null when unknown (the page then shows the generic title). */
export async function findUpdate(key: string): Promise<Update | null> {
  const row = exactMatch(await q.updateByKey(await db(), key), 'update_key', key);
  return row ? toUpdate(row) : null;
}

/** Every announcement with the pages it applies to, newest first. */
export async function listAnnouncements(): Promise<Announcement[]> {
  const k = await db();
  const [rows, pages] = await Promise.all([q.announcements(k), q.announcementPages(k)]);
  const byId = new Map<number, string[]>();
  for (const p of pages) {
    const id = Number(p.announcement_id);
    byId.set(id, [...(byId.get(id) ?? []), str(p.page_path)]);
  }
  return rows.map((r: Row) => ({
    Id: Number(r.id),
    Date: usDate(r.date),
    Title: str(r.title),
    Message: str(r.message),
    Pages: byId.get(Number(r.id)) ?? [],
    Link: link(r.link_href, r.link_label),
  }));
}

/** Meetings and events, most recent first. */
export async function listEvents(): Promise<Event[]> {
  return (await q.events(await db())).map((r: Row) => {
    const start = isoDateTime(r.starts_at);
    return {
      slug: str(r.slug),
      title: str(r.title),
      description: str(r.description),
      type: r.event_type as Event['type'],
      date: virginiaDay(start),
      start,
      end: isoDateTimeOrNull(r.ends_at),
      locationName: strOrNull(r.location_name),
      address: strOrNull(r.address),
      isVirtual: bool(r.is_virtual),
      link: strOrNull(r.link_href),
      illustrative: bool(r.illustrative),
      materials: r.materials ? (JSON.parse(str(r.materials)) as Event['materials']) : [],
    };
  });
}

/** Federal and state provisions behind the plan. */
export async function listStatutoryRequirements(): Promise<StatutoryRequirement[]> {
  return (await q.statutoryRequirements(await db())).map((r: Row) => ({
    year: Number(r.year),
    level: r.level as StatutoryRequirement['level'],
    citation: str(r.citation),
    title: str(r.title),
    isRequirement: bool(r.is_requirement),
    description: str(r.description),
    url: strOrNull(r.url),
  }));
}

export async function listDidYouKnow(): Promise<DidYouKnow[]> {
  return (await q.didYouKnow(await db())).map((r: Row) => ({
    fact: str(r.fact),
    source: strOrNull(r.source),
    page: strOrNull(r.page_path),
  }));
}

export async function listStrategicActions(): Promise<StrategicAction[]> {
  return (await q.strategicActions(await db())).map((r: Row) => ({
    number: Number(r.action_number),
    title: str(r.title),
    description: str(r.description),
    intent: str(r.intent),
    riskItemNumber: r.risk_item_number === null ? null : Number(r.risk_item_number),
    responsibleEntity: str(r.responsible_entity),
    status: str(r.status),
    theme: str(r.theme),
    illustrative: bool(r.illustrative),
  }));
}

export async function listSurveyTimeline(): Promise<SurveyMilestone[]> {
  return (await q.surveyTimeline(await db())).map((r: Row) => ({
    date: usDate(r.date),
    title: str(r.title),
    description: str(r.description),
  }));
}

/** The long-term risk & opportunity register: 4 megatrends, 10 macrotrends. */
export async function listRiskRegister(): Promise<RiskRegisterItem[]> {
  return (await q.ltror(await db())).map((r: Row) => ({
    megatrendNumber: Number(r.megatrend_number),
    megatrend: str(r.megatrend),
    macrotrendNumber: Number(r.macrotrend_number),
    macrotrend: str(r.macrotrend),
    drivers: str(r.drivers),
    summary: str(r.summary),
    keyFigures: JSON.parse(str(r.key_figures)) as RiskRegisterItem['keyFigures'],
    page: str(r.page_path),
  }));
}

export async function listByTheNumbers(): Promise<ByTheNumbers[]> {
  return (await q.byTheNumbers(await db())).map((r: Row) => ({
    value: str(r.value),
    label: str(r.label),
    detail: str(r.detail),
    contextSource: bool(r.context_source),
  }));
}

export async function listWhatsNew(): Promise<WhatsNewItem[]> {
  return (await q.whatsNew(await db())).map((r: Row) => ({
    date: usDate(r.date),
    title: str(r.title),
    description: str(r.description),
    href: strOrNull(r.href),
  }));
}

/** One meeting by its slug, or null when unknown (the page then shows the generic title). */
export async function findEvent(slug: string): Promise<Event | null> {
  return (await listEvents()).find((e) => e.slug === slug) ?? null;
}
