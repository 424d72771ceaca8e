import { db } from '@/lib/server/db/knex';
import { exactMatch } from '@/lib/server/db/normalize';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { contentQueries as q } from '@/lib/server/repositories/content';
import {
  toAnnouncement,
  toArticle,
  toByTheNumbers,
  toDidYouKnow,
  toEvent,
  toRiskRegisterItem,
  toStatutoryRequirement,
  toStrategicAction,
  toSurveyMilestone,
  toUpdate,
  toWhatsNewItem,
} from '@/lib/server/repositories/contentRows';
import { notFound } from '@/lib/shared/errors';
import { beyondEndMessage, LATEST_UPDATES, pageOf, type UpdatesPage } from '@/lib/shared/paging';
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
import { UpdatesListQuery, type Update } from '@/lib/shared/schemas/updates';

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
  const { page, program } = parsePageQuery(UpdatesListQuery, query, { status: 404, back: LATEST_UPDATES });
  const all = await listUpdates();
  const matching = program ? all.filter((u) => u.Program === program) : all;
  const paged = pageOf(matching, page);
  if (!paged) throw notFound(beyondEndMessage(page, pageOf(matching, 1)?.pageCount ?? 1), LATEST_UPDATES);
  const { items, ...rest } = paged;
  return { ...rest, updates: items, program };
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
    byId.set(id, [...(byId.get(id) ?? []), String(p.page_path)]);
  }
  return rows.map((r) => toAnnouncement(r, byId.get(Number(r.id)) ?? []));
}

/** Meetings and events, most recent first. */
export async function listEvents(): Promise<Event[]> {
  return (await q.events(await db())).map(toEvent);
}

/** Federal and state provisions behind the plan. */
export async function listStatutoryRequirements(): Promise<StatutoryRequirement[]> {
  return (await q.statutoryRequirements(await db())).map(toStatutoryRequirement);
}

export async function listDidYouKnow(): Promise<DidYouKnow[]> {
  return (await q.didYouKnow(await db())).map(toDidYouKnow);
}

export async function listStrategicActions(): Promise<StrategicAction[]> {
  return (await q.strategicActions(await db())).map(toStrategicAction);
}

export async function listSurveyTimeline(): Promise<SurveyMilestone[]> {
  return (await q.surveyTimeline(await db())).map(toSurveyMilestone);
}

/** The long-term risk & opportunity register: 4 megatrends, 10 macrotrends. */
export async function listRiskRegister(): Promise<RiskRegisterItem[]> {
  return (await q.ltror(await db())).map(toRiskRegisterItem);
}

export async function listByTheNumbers(): Promise<ByTheNumbers[]> {
  return (await q.byTheNumbers(await db())).map(toByTheNumbers);
}

export async function listWhatsNew(): Promise<WhatsNewItem[]> {
  return (await q.whatsNew(await db())).map(toWhatsNewItem);
}

/** One meeting by its slug, or null when unknown (the page then shows the generic title). */
export async function findEvent(slug: string): Promise<Event | null> {
  return (await listEvents()).find((e) => e.slug === slug) ?? null;
}
