import { z } from 'zod';
import './zodConfig';
import { virginiaLocalToIso } from '../dates';
import { PAGES } from '../pageRegistry';

/**
 * The fields staff edit for each kind of content, as saved in each revision. The zod schemas run on
 * the server (the workflow parses every save with them: a 400 names the field); the browser imports the
 * types only. Markdown and link rules that need the parser are in lib/server/markdownChecks.ts.
 */

/** A calendar day 'YYYY-MM-DD' that exists. */
export const isRealDay = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
};
const Day = (what: string) =>
  z.string().refine(isRealDay, { message: `Give ${what} as a real date (YYYY-MM-DD, e.g. 2026-12-01).` });
const OptionalDay = (what: string) =>
  z.string().refine((v) => v === '' || isRealDay(v), {
    message: `Give ${what} as a real date (YYYY-MM-DD), or leave it empty.`,
  });
const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write ${what}.`)
    .max(max, `Keep ${what} under ${max.toLocaleString('en-US')} characters.`);
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max.toLocaleString('en-US')} characters.`);

/** Public pages an announcement or update may name: every registry route outside the staff and sign-in areas. */
export const PUBLIC_PAGE_ROUTES = Object.keys(PAGES)
  .filter((r) => !r.startsWith('/admin') && !r.startsWith('/auth') && !r.startsWith('/gap-ta/applications'))
  .sort();
/** Pages a link can point at (no route parameters to fill in). */
export const LINKABLE_PAGE_ROUTES = PUBLIC_PAGE_ROUTES.filter((r) => !r.includes('['));

/** A page's name as staff read it in pickers and lists. */
export const pageLabel = (route: string) => `${PAGES[route]?.title ?? route} (${route})`;

const PageList = (routes: readonly string[], what: string) =>
  z
    .array(
      z.string().refine((r) => routes.includes(r), {
        message: `One of the ${what} is not a page of the site. Pick pages from the list.`,
      }),
    )
    .max(40, `Pick at most 40 ${what}.`)
    .transform((list) => [...new Set(list)]);

/** A link's address: a page of the site ('/…'), a library file, or a web address (https, http or mailto). */
export const LinkHref = z
  .string()
  .trim()
  .max(500, 'Keep the address under 500 characters.')
  .refine((h) => /^\/(?!\/)/.test(h) || /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i.test(h), {
    message: 'Give the address as a page of the site (starting with /) or a full web address (https://…).',
  });
const OptionalLink = z
  .object({ href: LinkHref, label: text('the link text', 200) })
  .nullable()
  .default(null);

export const UPDATE_PROGRAMS = ['vtrans', 'gap-ta'] as const;

export const UpdateFields = z.object({
  title: text('a title', 300),
  date: Day('the date'),
  program: z.enum(UPDATE_PROGRAMS, { error: 'Choose the program: VTrans or GAP-TA.' }),
  intro: text('an introduction', 1000),
  body: text('the body', 50_000),
  relatedPages: PageList(LINKABLE_PAGE_ROUTES, 'related pages').default([]),
  link: OptionalLink,
});
export type UpdateFields = z.infer<typeof UpdateFields>;

export const EVENT_TYPES = ['public-meeting', 'workshop', 'webinar', 'board-workshop'] as const;
export const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  'public-meeting': 'Public meeting',
  workshop: 'Workshop',
  webinar: 'Webinar',
  'board-workshop': 'CTB workshop',
};
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'rescheduled'] as const;
export const EVENT_STATUS_LABELS: Record<(typeof EVENT_STATUSES)[number], string> = {
  scheduled: 'Going ahead as planned',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
};
/** The one zone meetings are entered and shown in: Virginia's. */
export const EVENT_TIME_ZONE = 'America/New_York';

const LocalTime = (what: string) =>
  z.string().refine((v) => virginiaLocalToIso(v) !== null, {
    message: `Give ${what} as a real date and time (YYYY-MM-DDTHH:MM, Virginia time).`,
  });

export const EventFields = z
  .object({
    title: text('a title', 300),
    type: z.enum(EVENT_TYPES, { error: 'Choose the kind of meeting.' }),
    start: LocalTime('the start'),
    end: z
      .string()
      .refine((v) => v === '' || virginiaLocalToIso(v) !== null, {
        message: 'Give the end as a real date and time (YYYY-MM-DDTHH:MM, Virginia time), or leave it empty.',
      })
      .default(''),
    timeZone: z.literal(EVENT_TIME_ZONE, {
      error: 'Meetings are entered in Virginia time (America/New_York).',
    }),
    locationName: optionalText('the place', 200).default(''),
    address: optionalText('the address', 300).default(''),
    isVirtual: z.boolean().default(false),
    // Checked below: a cancelled meeting keeps whatever link it had (the seeded ones point at a page of the
    // site), as nobody joins it, so its link never stands in the way of cancelling it.
    link: z.string().trim().max(500, 'Keep the address under 500 characters.').default(''),
    description: text('a description', 10_000),
    materials: z
      .array(z.object({ label: text('the material’s name', 300), href: LinkHref }))
      .max(30, 'List at most 30 materials.')
      .default([]),
    status: z.enum(EVENT_STATUSES).default('scheduled'),
    notice: optionalText('the notice', 1000).default(''),
    illustrative: z.boolean().default(false),
  })
  .superRefine((f, ctx) => {
    const start = virginiaLocalToIso(f.start);
    const end = f.end ? virginiaLocalToIso(f.end) : null;
    if (start && end && end <= start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start.' });
    if (f.status !== 'cancelled' && f.link !== '' && !/^https:\/\/[^\s]+$/i.test(f.link))
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'Give the virtual meeting link as a full https:// address.',
      });
    else if (f.isVirtual && !f.link && f.status !== 'cancelled')
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: 'Give the link people join the virtual meeting by.',
      });
    if (!f.isVirtual && !f.locationName)
      ctx.addIssue({
        code: 'custom',
        path: ['locationName'],
        message: 'Give the place of the meeting, or mark it virtual and give its link.',
      });
    if (f.status !== 'scheduled' && !f.notice)
      ctx.addIssue({
        code: 'custom',
        path: ['notice'],
        message: `Write the notice people will see: why it is ${f.status} and${f.status === 'rescheduled' ? ' the new time' : ' what to do instead'}.`,
      });
  });
export type EventFields = z.infer<typeof EventFields>;

export const ANNOUNCEMENT_LEVELS = ['info', 'important', 'urgent'] as const;
export const ANNOUNCEMENT_LEVEL_LABELS: Record<(typeof ANNOUNCEMENT_LEVELS)[number], string> = {
  info: 'Information',
  important: 'Important',
  urgent: 'Urgent',
};

export const AnnouncementFields = z
  .object({
    title: text('a title', 300),
    message: text('the message', 2000),
    level: z.enum(ANNOUNCEMENT_LEVELS, { error: 'Choose a level: information, important or urgent.' }),
    date: Day('the date'),
    pages: PageList(PUBLIC_PAGE_ROUTES, 'pages').refine((p) => p.length > 0, {
      message: 'Pick at least one page the announcement applies to.',
    }),
    startsOn: OptionalDay('the start date').default(''),
    endsOn: OptionalDay('the end date').default(''),
    link: OptionalLink,
  })
  .superRefine((f, ctx) => {
    if (f.startsOn && f.endsOn && f.endsOn < f.startsOn)
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The end date must not be before the start date.',
      });
  });
export type AnnouncementFields = z.infer<typeof AnnouncementFields>;

/** The kinds a translation can be of (issue 55 §7), and which of its fields each translates. */
export const TRANSLATABLE_KINDS = ['update', 'event', 'announcement'] as const;
export type TranslatableKind = (typeof TRANSLATABLE_KINDS)[number];
/** The English fields a translation's title, summary and body stand for, per kind (null: the kind has none). */
export const TRANSLATED_FIELDS: Record<
  TranslatableKind,
  { title: string; summary: string | null; body: string | null }
> = {
  update: { title: 'title', summary: 'intro', body: 'body' },
  event: { title: 'title', summary: 'notice', body: 'description' },
  announcement: { title: 'title', summary: 'message', body: null },
};

/**
 * A translation of a published update, meeting or announcement into one of the site's languages, with its own
 * revisions and publish state. The server checks that the English record is published and the language is one
 * of the site's, and runs the same Markdown and link checks on its body as on the English.
 */
export const TranslationFields = z
  .object({
    of: z.enum(TRANSLATABLE_KINDS, {
      error: 'Choose what it translates: an update, a meeting or an announcement.',
    }),
    sourceKey: text('the address key of the English record', 300),
    locale: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Choose the language of the translation.'),
    title: text('the translated title', 300),
    summary: optionalText('the translated summary', 2000).default(''),
    body: optionalText('the translated text', 50_000).default(''),
    translatedBy: text(
      'who made the translation (a person, a firm, or “machine translation, checked by …”)',
      200,
    ),
    reviewed: z.boolean().default(false),
    reviewedBy: optionalText('the reviewer’s name', 200).default(''),
  })
  .refine((f) => !f.reviewed || f.reviewedBy !== '', {
    path: ['reviewedBy'],
    message: 'Name the qualified translator who reviewed it, or leave “Reviewed” unticked.',
  });
export type TranslationFields = z.infer<typeof TranslationFields>;

/** One line of the "needs translation" list: an English record and its state in one language. */
export interface TranslationNeed {
  of: TranslatableKind;
  sourceKey: string;
  title: string;
  locale: string;
  language: string;
  /** missing: no published translation; outdated: made from an older English revision; current. */
  status: 'missing' | 'outdated' | 'current';
  /** The translation's record in the workflow (to open it), if there is one. */
  recordId: number | null;
  publishedAt: string | null;
}

/** The kinds staff publish on /admin/content, with their names in the interface. */
export const CONTENT_KINDS = {
  update: { label: 'Program update', plural: 'Program updates' },
  event: { label: 'Meeting or event', plural: 'Meetings and events' },
  announcement: { label: 'Announcement', plural: 'Announcements' },
  translation: { label: 'Translation', plural: 'Translations' },
} as const;
export type ContentKindName = keyof typeof CONTENT_KINDS;

/** /admin/content/edit's query. No kind: a new program update. */
export const ContentEditQuery = z.object({
  kind: z
    .enum(Object.keys(CONTENT_KINDS) as [ContentKindName, ...ContentKindName[]], {
      error:
        'There is no such kind of content. Choose a program update, a meeting, an announcement or a translation.',
    })
    .default('update'),
  id: z.coerce.number().int().positive({ error: 'must be a record number' }).optional(),
  // A new translation: of which published record, into which language ("needs translation" links them).
  of: z.enum(TRANSLATABLE_KINDS).optional(),
  key: z.string().max(300).optional(),
  locale: z.string().max(10).optional(),
});

/** /admin/content/preview's query. No kind or id: nothing to preview yet (the page says where to start). */
export const ContentPreviewQuery = z.object({
  kind: z
    .enum(['update', 'event', 'announcement'], { error: 'There is no such kind of content to preview.' })
    .optional(),
  id: z.coerce.number().int().positive({ error: 'must be a record number' }).optional(),
  revision: z.coerce.number().int().positive({ error: 'must be a revision number' }).optional(),
});

/** Inputs of the workflow's API calls. */
export const BaseRevision = z.object({ baseRevision: z.number().int().positive() });
export const SaveInput = BaseRevision.extend({ fields: z.record(z.string(), z.unknown()) });
export const CreateInput = z.object({ fields: z.record(z.string(), z.unknown()) });
export const ScheduleInput = BaseRevision.extend({
  /** Virginia wall time 'YYYY-MM-DDTHH:mm' or an ISO instant with Z / offset. */
  at: z.string().max(40),
});
export const RestoreInput = BaseRevision.extend({ revision: z.number().int().positive() });
export const MarkdownPreviewInput = z.object({
  markdown: z.string().max(50_000, 'Keep the body under 50,000 characters.'),
});

/** The address parts of /api/admin/content/[kind]/[id]/…. */
export const ContentKindParam = z.object({ kind: z.string().max(40) });
export const ContentParams = ContentKindParam.extend({
  id: z.coerce.number().int().positive({ error: 'must be a record number' }),
});
export const DiffQuery = ContentParams.extend({
  from: z.coerce.number().int().positive({ error: 'must be a revision number' }),
  to: z.coerce.number().int().positive({ error: 'must be a revision number' }),
});

/** A record as staff lists show it (lib/server/services/content/workflow.ts describes the states). */
export interface ContentRecord {
  id: number;
  kind: string;
  publicKey: string | null;
  state: 'draft' | 'scheduled' | 'published' | 'unpublished';
  title: string;
  currentRevision: number;
  publishedRevision: number | null;
  scheduledAt: string | null;
  scheduledRevision: number | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
  /** The public address while published, else null. */
  publicPath: string | null;
  /** Published, with newer revisions the public does not see yet. */
  pendingChanges: boolean;
}
export type ContentState = ContentRecord['state'];
export interface ContentRevisionInfo {
  number: number;
  author: string;
  createdAt: string;
  note: string | null;
}
export interface ContentAuditEntry {
  action: string;
  revision: number | null;
  /** Who; null when the schedule (the job) did it. */
  actor: string | null;
  at: string;
  detail: string | null;
}
export interface ContentDetail {
  record: ContentRecord;
  /** The fields of the current revision (what the editor edits). */
  fields: Record<string, unknown>;
  revisions: ContentRevisionInfo[];
  audit: ContentAuditEntry[];
}
export interface MarkdownProblem {
  line: number | null;
  message: string;
}

/** A record's state in words, for lists and the editor. */
export function stateLabel(r: Pick<ContentRecord, 'state' | 'pendingChanges' | 'scheduledAt'>): string {
  const base = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', unpublished: 'Unpublished' }[
    r.state
  ];
  if (r.state === 'published' && r.scheduledAt) return 'Published; changes scheduled';
  if (r.pendingChanges) return 'Published; changes not published yet';
  return base;
}

/** Field names as the revision comparison shows them. */
export const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  date: 'Date',
  program: 'Program',
  intro: 'Introduction',
  body: 'Body',
  relatedPages: 'Related pages',
  link: 'Link',
  type: 'Kind of meeting',
  status: 'Status',
  notice: 'Notice',
  start: 'Starts',
  end: 'Ends',
  timeZone: 'Time zone',
  isVirtual: 'Virtual',
  locationName: 'Place',
  address: 'Address',
  description: 'Description',
  materials: 'Materials',
  illustrative: 'Illustrative',
  message: 'Message',
  level: 'Level',
  pages: 'Pages',
  startsOn: 'Show from',
  endsOn: 'Show until',
};
