import { bool, isoDate, isoDateTime, isoDateTimeOrNull, num } from '@/lib/server/db/normalize';
import { isoToUsDate, virginiaDay } from '@/lib/shared/dates';
import { Announcement } from '@/lib/shared/schemas/announcements';
import { Article } from '@/lib/shared/schemas/articles';
import {
  ByTheNumbers,
  DidYouKnow,
  RiskRegisterItem,
  StatutoryRequirement,
  StrategicAction,
  SurveyMilestone,
  WhatsNewItem,
} from '@/lib/shared/schemas/content';
import { Event } from '@/lib/shared/schemas/events';
import { Update } from '@/lib/shared/schemas/updates';

/**
 * Content rows become domain objects here, at the repository boundary: engine differences are normalised
 * (normalize.ts) and each object is checked against its zod schema, so an enum, a JSON column or a missing
 * value that does not fit fails here, loudly, instead of travelling on as a cast.
 */
type Row = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const usDate = (v: unknown) => isoToUsDate(isoDate(v));
const link = (href: unknown, label: unknown) =>
  href ? { href: String(href), label: String(label ?? href) } : null;
const json = (v: unknown): unknown =>
  v === null || v === undefined || v === '' ? null : JSON.parse(String(v));

export const toArticle = (r: Row) =>
  Article.parse({ Slug: r.slug, Page: r.page_path, Title: r.title, Intro: r.intro });

export const toUpdate = (r: Row) =>
  Update.parse({
    Key: r.update_key,
    Date: usDate(r.date),
    Title: r.title,
    Intro: r.intro,
    Body: r.body,
    Program: r.program,
    Link: link(r.link_href, r.link_label),
  });

export const toAnnouncement = (r: Row, pages: string[]) =>
  Announcement.parse({
    Id: num(r.id),
    Date: usDate(r.date),
    Title: r.title,
    Message: r.message,
    Pages: pages,
    Link: link(r.link_href, r.link_label),
  });

export function toEvent(r: Row): Event {
  const start = isoDateTime(r.starts_at);
  return Event.parse({
    slug: r.slug,
    title: r.title,
    description: r.description,
    type: r.event_type,
    date: virginiaDay(start),
    start,
    end: isoDateTimeOrNull(r.ends_at),
    locationName: text(r.location_name),
    address: text(r.address),
    isVirtual: bool(r.is_virtual),
    link: text(r.link_href),
    illustrative: bool(r.illustrative),
    materials: json(r.materials) ?? [],
  });
}

export const toStatutoryRequirement = (r: Row) =>
  StatutoryRequirement.parse({
    year: num(r.year),
    level: r.level,
    citation: r.citation,
    title: r.title,
    isRequirement: bool(r.is_requirement),
    description: r.description,
    url: text(r.url),
  });

export const toDidYouKnow = (r: Row) =>
  DidYouKnow.parse({ fact: r.fact, source: text(r.source), page: text(r.page_path) });

export const toStrategicAction = (r: Row) =>
  StrategicAction.parse({
    number: num(r.action_number),
    title: r.title,
    description: r.description,
    intent: r.intent,
    riskItemNumber: r.risk_item_number === null ? null : num(r.risk_item_number),
    responsibleEntity: r.responsible_entity,
    status: r.status,
    theme: r.theme,
    illustrative: bool(r.illustrative),
  });

export const toSurveyMilestone = (r: Row) =>
  SurveyMilestone.parse({ date: usDate(r.date), title: r.title, description: r.description });

export const toRiskRegisterItem = (r: Row) =>
  RiskRegisterItem.parse({
    megatrendNumber: num(r.megatrend_number),
    megatrend: r.megatrend,
    macrotrendNumber: num(r.macrotrend_number),
    macrotrend: r.macrotrend,
    drivers: r.drivers,
    summary: r.summary,
    keyFigures: json(r.key_figures) ?? [],
    page: r.page_path,
  });

export const toByTheNumbers = (r: Row) =>
  ByTheNumbers.parse({
    value: r.value,
    label: r.label,
    detail: r.detail,
    contextSource: bool(r.context_source),
  });

export const toWhatsNewItem = (r: Row) =>
  WhatsNewItem.parse({
    date: usDate(r.date),
    title: r.title,
    description: r.description,
    href: text(r.href),
  });
