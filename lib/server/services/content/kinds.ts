import type { Knex } from 'knex';
import {
  bool,
  insertedId,
  isoDate,
  isoDateTime,
  isoDateTimeOrNull,
  jsonColumn,
  textOrNull,
} from '@/lib/server/db/normalize';
import { badRequest, HttpError } from '@/lib/shared/errors';
import {
  isoToUsDate,
  isoToVirginiaLocal,
  usDateToIso,
  virginiaDay,
  virginiaLocalToIso,
} from '@/lib/shared/dates';
import { meetingPath, updatePath } from '@/lib/shared/routes';
import { AnnouncementFields, EVENT_TIME_ZONE, EventFields, UpdateFields } from '@/lib/shared/schemas/content';
import { updateKey } from '@/lib/shared/updateKey';
import { announcementQueries as aq } from '@/lib/server/repositories/announcements';
import { eventQueries as eq } from '@/lib/server/repositories/events';
import { updateQueries as uq } from '@/lib/server/repositories/updates';
import { knownSitePath } from '@/lib/server/markdownChecks';
import { markdownProblems } from './markdownInPool';
import { registerContentKind } from './registry';
import { slugify } from '@/lib/shared/slug';

/**
 * The kinds of /admin/content: program updates, meetings and events, announcements. Each maps
 * the fields of a revision onto its public table, and reads that table back for the seeded rows.
 */

type Row = Record<string, unknown>;
const json = (v: unknown) => JSON.stringify(v);
const list = <T>(v: unknown): T[] => (Array.isArray(jsonColumn(v)) ? (jsonColumn(v) as T[]) : []);
const linkFields = (href: unknown, label: unknown) =>
  href && label ? { href: String(href), label: String(label) } : null;

/** A link of a body or list that points into the site must lead to a page that exists. */
function checkSiteLink(href: string, field: string) {
  if (href.startsWith('/') && !knownSitePath(href))
    throw badRequest(`The address “${href}” is not a page or file of this site.`, field);
}

registerContentKind<UpdateFields>({
  kind: 'update',
  label: 'program update',
  role: 'editor',
  scope: 'content',
  fields: UpdateFields,
  fieldOrder: ['title', 'date', 'program', 'intro', 'body', 'relatedPages', 'link'],
  title: (f) => f.title,
  check: async (f) => {
    const problems = await markdownProblems(f.body);
    if (problems.length > 0) {
      const [first] = problems;
      const more = problems.length > 1 ? ` (${problems.length - 1} more in the preview)` : '';
      throw badRequest(`${first.line ? `Line ${first.line}: ` : ''}${first.message}${more}`, 'body');
    }
    if (f.link) checkSiteLink(f.link.href, 'link.href');
  },
  publish: async (trx, f, key) => {
    // SPEC §2: the key (and so the address) is the date and the title; changing either moves the page.
    const next = updateKey(isoToUsDate(f.date), f.title);
    const taken = await uq.keyTaken(trx, next);
    if (taken && next !== key)
      throw new HttpError(
        409,
        `Another program update already has the address made from this date and title (${next}). Change the title.`,
        'title',
      );
    const row = {
      update_key: next,
      date: f.date,
      title: f.title,
      intro: f.intro,
      body: f.body,
      program: f.program,
      link_href: f.link?.href ?? null,
      link_label: f.link?.label ?? null,
      related_pages: f.relatedPages.length ? json(f.relatedPages) : null,
    };
    if (key) await uq.replace(trx, key, row);
    else await uq.insert(trx, row);
    return next;
  },
  withdraw: async (trx, key) => {
    await uq.remove(trx, key);
  },
  adopt: async (k) =>
    (await uq.allRows(k)).map((r: Row) => ({
      key: String(r.update_key),
      fields: {
        title: String(r.title),
        date: isoDate(r.date),
        program: String(r.program) as UpdateFields['program'],
        intro: String(r.intro),
        body: String(r.body),
        relatedPages: list<string>(r.related_pages),
        link: linkFields(r.link_href, r.link_label),
      },
    })),
  publicPath: (key) => updatePath(key),
});

/** A meeting's slug from its title and Virginia day: 'public-meeting-draft-plan-2027-01-12'. */
export function eventSlug(title: string, startIso: string): string {
  return `${slugify(title, { max: 100, fallback: 'meeting' })}-${usDateToIso(virginiaDay(startIso))}`;
}

async function freeSlug(trx: Knex.Transaction, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await eq.slugTaken(trx, slug))) return slug;
  }
}

registerContentKind<EventFields>({
  kind: 'event',
  label: 'meeting',
  role: 'editor',
  scope: 'content',
  fields: EventFields,
  fieldOrder: [
    'title',
    'type',
    'status',
    'notice',
    'start',
    'end',
    'timeZone',
    'isVirtual',
    'locationName',
    'address',
    'link',
    'description',
    'materials',
  ],
  title: (f) => f.title,
  check: (f) => f.materials.forEach((m, i) => checkSiteLink(m.href, `materials.${i}.href`)),
  publish: async (trx, f, key) => {
    const start = virginiaLocalToIso(f.start) as string;
    const row = {
      title: f.title,
      description: f.description,
      event_type: f.type,
      starts_at: start,
      ends_at: f.end ? virginiaLocalToIso(f.end) : null,
      location_name: f.locationName || null,
      address: f.address || null,
      is_virtual: f.isVirtual,
      link_href: f.link || null,
      illustrative: f.illustrative,
      materials: f.materials.length ? json(f.materials) : null,
      status: f.status,
      notice: f.notice || null,
      time_zone: f.timeZone,
    };
    // The slug (its page and calendar file address) is made once, at the first publish, and then kept.
    const slug = key ?? (await freeSlug(trx, eventSlug(f.title, start)));
    if (key) await eq.replace(trx, slug, row);
    else await eq.insert(trx, { slug, ...row });
    return slug;
  },
  withdraw: async (trx, key) => {
    await eq.remove(trx, key);
  },
  adopt: async (k) =>
    (await eq.allRows(k)).map((r: Row) => {
      const end = isoDateTimeOrNull(r.ends_at);
      return {
        key: String(r.slug),
        fields: {
          title: String(r.title),
          type: String(r.event_type) as EventFields['type'],
          start: isoToVirginiaLocal(isoDateTime(r.starts_at)),
          end: end ? isoToVirginiaLocal(end) : '',
          timeZone: EVENT_TIME_ZONE,
          locationName: textOrNull(r.location_name) ?? '',
          address: textOrNull(r.address) ?? '',
          isVirtual: bool(r.is_virtual),
          link: textOrNull(r.link_href) ?? '',
          description: String(r.description),
          materials: list<{ label: string; href: string }>(r.materials),
          status: (textOrNull(r.status) ?? 'scheduled') as EventFields['status'],
          notice: textOrNull(r.notice) ?? '',
          illustrative: bool(r.illustrative),
        },
      };
    }),
  publicPath: (key) => meetingPath(key),
});

registerContentKind<AnnouncementFields>({
  kind: 'announcement',
  label: 'announcement',
  role: 'editor',
  scope: 'content',
  fields: AnnouncementFields,
  fieldOrder: ['title', 'level', 'date', 'message', 'pages', 'startsOn', 'endsOn', 'link'],
  title: (f) => f.title,
  check: (f) => {
    if (f.link) checkSiteLink(f.link.href, 'link.href');
  },
  publish: async (trx, f, key) => {
    const row = {
      date: f.date,
      title: f.title,
      message: f.message,
      level: f.level,
      starts_on: f.startsOn || null,
      ends_on: f.endsOn || null,
      link_href: f.link?.href ?? null,
      link_label: f.link?.label ?? null,
    };
    let id: number;
    if (key) await aq.replace(trx, (id = Number(key)), row);
    else id = insertedId(await aq.insert(trx, row));
    await aq.removePages(trx, id);
    await aq.insertPages(trx, id, f.pages);
    return String(id);
  },
  withdraw: async (trx, key) => {
    await aq.removePages(trx, Number(key));
    await aq.remove(trx, Number(key));
  },
  adopt: async (k) => {
    const [rows, pages] = await Promise.all([aq.announcements(k), aq.announcementPages(k)]);
    return rows.map((r: Row) => ({
      key: String(r.id),
      fields: {
        title: String(r.title),
        message: String(r.message),
        level: (textOrNull(r.level) ?? 'info') as AnnouncementFields['level'],
        date: isoDate(r.date),
        pages: pages
          .filter((p: Row) => Number(p.announcement_id) === Number(r.id))
          .map((p: Row) => String(p.page_path)),
        startsOn: r.starts_on ? isoDate(r.starts_on) : '',
        endsOn: r.ends_on ? isoDate(r.ends_on) : '',
        link: linkFields(r.link_href, r.link_label),
      },
    }));
  },
  publicPath: (_key, f) => f.pages?.[0] ?? '/',
});
