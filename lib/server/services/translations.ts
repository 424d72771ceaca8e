import { db } from '@/lib/server/db/knex';
import { bool, textOrNull } from '@/lib/server/db/normalize';
import { translationQueries as tq } from '@/lib/server/repositories/translations';
import { DEFAULT_LOCALE, type PageTranslation } from '@/lib/shared/i18n';
import type { Announcement } from '@/lib/shared/schemas/announcements';
import type { TranslatableKind, TranslationFields } from '@/lib/shared/schemas/content';

/**
 * The published translations of updates, meetings and announcements, as public pages read them (issue 55 §7).
 * Staff write them through the publishing workflow (services/content/translations.ts).
 */

/** A translation's public row as the workflow's fields. */
export function fieldsOf(r: Record<string, unknown>): TranslationFields {
  return {
    of: String(r.source_kind) as TranslatableKind,
    sourceKey: String(r.source_key),
    locale: String(r.locale),
    title: String(r.title),
    summary: textOrNull(r.summary) ?? '',
    body: textOrNull(r.body) ?? '',
    translatedBy: String(r.translated_by),
    reviewed: bool(r.reviewed),
    reviewedBy: textOrNull(r.reviewed_by) ?? '',
  };
}

/** A published translation as a public page shows it: its text and what the notice says of it. */
export interface PublishedTranslation {
  title: string;
  summary: string;
  body: string;
  translation: PageTranslation;
}

const toPublished = (r: Record<string, unknown>): PublishedTranslation => {
  const f = fieldsOf(r);
  return {
    title: f.title,
    summary: f.summary,
    body: f.body,
    translation: {
      covers: 'content',
      by: f.translatedBy,
      reviewed: f.reviewed,
      reviewedBy: f.reviewed ? f.reviewedBy : null,
    },
  };
};

/** The published translation of one record into `locale`, or null (English, or none yet). */
export async function publishedTranslation(
  of: TranslatableKind,
  sourceKey: string,
  locale: string | undefined,
): Promise<PublishedTranslation | null> {
  if (!locale || locale === DEFAULT_LOCALE) return null;
  const row = (await tq.one(await db(), of, sourceKey, locale)) as Record<string, unknown> | undefined;
  return row ? toPublished(row) : null;
}

/** Every published translation of one kind into `locale`, by the English record's key (for lists). */
export async function translationsOfKind(
  of: TranslatableKind,
  locale: string | undefined,
): Promise<Map<string, PublishedTranslation>> {
  if (!locale || locale === DEFAULT_LOCALE) return new Map();
  const rows = (await tq.ofKind(await db(), of, locale)) as Array<Record<string, unknown>>;
  return new Map(rows.map((r) => [String(r.source_key), toPublished(r)]));
}

/** An announcement in `locale`: its translated title and message where one is published, else as it is. */
export async function translatedAnnouncement(
  announcement: Announcement | null,
  locale: string | undefined,
): Promise<Announcement | null> {
  if (!announcement) return null;
  const t = await publishedTranslation('announcement', String(announcement.Id), locale);
  return t ? { ...announcement, Title: t.title, Message: t.summary || announcement.Message } : announcement;
}
