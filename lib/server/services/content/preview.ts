import { updatePageData, type UpdatePageData } from '@/lib/server/services/updates';
import { isoToUsDate, virginiaDay, virginiaLocalToIso } from '@/lib/shared/dates';
import type { Announcement } from '@/lib/shared/schemas/announcements';
import type { AnnouncementFields, EventFields, UpdateFields } from '@/lib/shared/schemas/content';
import type { Event } from '@/lib/shared/schemas/events';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { updateKey } from '@/lib/shared/updateKey';
import { eventSlug } from './kinds';
import { contentRevision } from './index';

/**
 * The preview of a revision: the same objects the public pages render, made from the revision's
 * fields instead of the public table, with the public route whose page component shows them.
 */
export type PreviewData =
  | { kind: 'update'; route: string; data: UpdatePageData }
  | { kind: 'event'; route: string; event: Event }
  | { kind: 'announcement'; route: string; announcement: Announcement };

export interface ContentPreview {
  preview: PreviewData;
  title: string;
  recordId: number;
  revision: number;
  currentRevision: number;
  publishedRevision: number | null;
}

export function updatePreview(f: UpdateFields): UpdatePageData {
  const date = isoToUsDate(f.date);
  return updatePageData(
    {
      Key: updateKey(date, f.title),
      Date: date,
      Title: f.title,
      Intro: f.intro,
      Body: f.body,
      Program: f.program,
      Link: f.link,
    },
    f.relatedPages,
  );
}

export function eventPreview(f: EventFields, slug: string | null): Event {
  const start = virginiaLocalToIso(f.start) as string;
  return {
    slug: slug ?? eventSlug(f.title, start),
    title: f.title,
    description: f.description,
    type: f.type,
    date: virginiaDay(start),
    start,
    end: f.end ? virginiaLocalToIso(f.end) : null,
    locationName: f.locationName || null,
    address: f.address || null,
    isVirtual: f.isVirtual,
    link: f.link || null,
    illustrative: f.illustrative,
    materials: f.materials,
    status: f.status,
    notice: f.notice || null,
  };
}

export function announcementPreview(f: AnnouncementFields, id: number): Announcement {
  return {
    Id: id,
    Date: isoToUsDate(f.date),
    Title: f.title,
    Message: f.message,
    Pages: f.pages,
    Link: f.link,
    Level: f.level,
    StartsOn: f.startsOn || null,
    EndsOn: f.endsOn || null,
  };
}

/** A revision (the current one when null) of a record as its public page would show it. */
export async function contentPreview(
  kind: string,
  id: number,
  revision: number | null,
  user: SessionUser,
): Promise<ContentPreview> {
  const current = await contentRevision(kind, id, revision, user);
  const { record, fields } = current;
  const common = {
    title: record.title,
    recordId: record.id,
    revision: current.revision,
    currentRevision: record.currentRevision,
    publishedRevision: record.publishedRevision,
  };
  if (kind === 'update')
    return {
      ...common,
      preview: {
        kind,
        route: '/get-involved/program-updates/update',
        data: updatePreview(fields as UpdateFields),
      },
    };
  if (kind === 'event')
    return {
      ...common,
      preview: {
        kind,
        route: '/get-involved/meetings/meeting',
        event: eventPreview(fields as EventFields, record.publicKey),
      },
    };
  const announcement = announcementPreview(fields as AnnouncementFields, record.id);
  // The announcement is shown over the first page it applies to, as that page's strip.
  return { ...common, preview: { kind: 'announcement', route: announcement.Pages[0] ?? '/', announcement } };
}
