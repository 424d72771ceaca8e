import type { Knex } from 'knex';
import { requireRole } from '@/lib/server/auth/roles';
import { db } from '@/lib/server/db/knex';
import { isoDateTime } from '@/lib/server/db/normalize';
import { siteLanguages } from '@/lib/server/i18n/messages';
import { contentQueries as cq, toContentRecord } from '@/lib/server/repositories/content';
import { translationQueries as tq, type TranslationRow } from '@/lib/server/repositories/translations';
import { badRequest } from '@/lib/shared/errors';
import type { SessionUser } from '@/lib/shared/schemas/people';
import { DEFAULT_LOCALE, localePath } from '@/lib/shared/i18n';
import { meetingPath, updatePath } from '@/lib/shared/routes';
import {
  TRANSLATABLE_KINDS,
  TRANSLATED_FIELDS,
  TranslationFields,
  type TranslatableKind,
  type TranslationNeed,
} from '@/lib/shared/schemas/content';
import { fieldsOf } from '@/lib/server/services/translations';
import { markdownProblems } from './markdownInPool';
import { revisionFields } from './records';
import { contentKind, registerContentKind } from './registry';
import { adoptPublicRows } from './workflow';

/**
 * Translations of program updates, meetings and announcements (issue 55 §7): a kind of the publishing workflow,
 * so each has its revisions, preview, schedule and publish state of its own. Its public row
 * (content_translations) is what `/es/…` shows in place of the English text, with who translated it and
 * whether a qualified translator reviewed it. The "needs translation" list compares each published English
 * record with its translations: missing, or made from an older English revision.
 */

/** The public key of a translation: what it translates, into which language. */
const keyOf = (of: string, sourceKey: string, locale: string) => `${of}|${locale}|${sourceKey}`;
function parseKey(key: string): { of: TranslatableKind; locale: string; sourceKey: string } {
  const [of, locale, ...rest] = key.split('|');
  return { of: of as TranslatableKind, locale: locale ?? '', sourceKey: rest.join('|') };
}

/** The English record's public address (without a language). */
export function sourcePath(of: TranslatableKind, sourceKey: string): string {
  if (of === 'update') return updatePath(sourceKey);
  if (of === 'event') return meetingPath(sourceKey);
  return '/';
}

/** The site's languages other than English (a language is added by adding its folder under messages/). */
export const translationLanguages = () => siteLanguages().filter((l) => l.code !== DEFAULT_LOCALE);

/**
 * The published English record a translation is of, with its published revision; null when there is none. Seeded
 * rows become records on the lists (adoptPublicRows, before this is asked inside a save's transaction).
 */
async function publishedSource(k: Knex, of: TranslatableKind, sourceKey: string) {
  const row = (await cq.records(k, of)).map(toContentRecord).find((r) => r.publicKey === sourceKey);
  return row && row.state === 'published' && row.publishedRevision !== null ? row : null;
}

/** The English fields a translation stands beside (the editor shows them side by side), or null. */
export async function englishOf(
  of: TranslatableKind,
  sourceKey: string,
): Promise<{ title: string; summary: string; body: string; path: string } | null> {
  await adoptPublicRows(contentKind(of));
  const k = await db();
  const source = await publishedSource(k, of, sourceKey);
  if (!source) return null;
  const fields = await revisionFields(k, source.id, source.publishedRevision!);
  const names = TRANSLATED_FIELDS[of];
  const field = (name: string | null) => (name ? String(fields[name] ?? '') : '');
  return {
    title: field(names.title),
    summary: field(names.summary),
    body: field(names.body),
    path: sourcePath(of, sourceKey),
  };
}

registerContentKind<TranslationFields>({
  kind: 'translation',
  label: 'translation',
  role: 'editor',
  scope: 'content',
  fields: TranslationFields,
  fieldOrder: [
    'of',
    'sourceKey',
    'locale',
    'title',
    'summary',
    'body',
    'translatedBy',
    'reviewed',
    'reviewedBy',
  ],
  title: (f) => `${f.title} (${f.locale})`,
  check: async (f, k) => {
    if (!translationLanguages().some((l) => l.code === f.locale))
      throw badRequest(
        `The site has no language “${f.locale}”. Choose one of: ${translationLanguages()
          .map((l) => `${l.englishName} (${l.code})`)
          .join(', ')}.`,
        'locale',
      );
    if (!(await publishedSource(k, f.of, f.sourceKey)))
      throw badRequest(
        `There is no published ${contentKind(f.of).label} with the key “${f.sourceKey}”. Translate a published one (the “Needs translation” list links each).`,
        'sourceKey',
      );
    if (!TRANSLATED_FIELDS[f.of].body && f.body)
      throw badRequest(`An ${contentKind(f.of).label} has no body to translate: leave it empty.`, 'body');
    // The same Markdown and link rules as the English body.
    const [first, ...more] = await markdownProblems(f.body);
    if (first)
      throw badRequest(
        `${first.line ? `Line ${first.line}: ` : ''}${first.message}${more.length ? ` (${more.length} more in the preview)` : ''}`,
        'body',
      );
  },
  publish: async (trx, f, key) => {
    if (key) {
      const old = parseKey(key);
      await tq.remove(trx, old.of, old.sourceKey, old.locale);
    }
    const source = await publishedSource(trx, f.of, f.sourceKey);
    await tq.remove(trx, f.of, f.sourceKey, f.locale);
    await tq.insert(trx, {
      source_kind: f.of,
      source_key: f.sourceKey,
      locale: f.locale,
      title: f.title,
      summary: f.summary || null,
      body: f.body || null,
      translated_by: f.translatedBy,
      reviewed: f.reviewed,
      reviewed_by: f.reviewed ? f.reviewedBy : null,
      source_revision: source?.publishedRevision ?? null,
      published_at: new Date().toISOString(),
    });
    return keyOf(f.of, f.sourceKey, f.locale);
  },
  withdraw: async (trx, key) => {
    const { of, sourceKey, locale } = parseKey(key);
    await tq.remove(trx, of, sourceKey, locale);
  },
  adopt: async (k) =>
    (await tq.all(k)).map((r: Record<string, unknown>) => ({
      key: keyOf(String(r.source_kind), String(r.source_key), String(r.locale)),
      fields: fieldsOf(r),
    })),
  publicPath: (key) => {
    const { of, sourceKey, locale } = parseKey(key);
    return localePath(locale, sourcePath(of, sourceKey));
  },
});

/** Each published update, meeting and announcement in each language, with its translation's state. */
export async function translationNeeds(user: SessionUser): Promise<TranslationNeed[]> {
  requireRole(user, 'editor');
  const k = await db();
  const kind = contentKind('translation');
  await adoptPublicRows(kind);
  const translations = new Map(
    ((await tq.all(k)) as Array<Record<string, unknown>>).map((r) => [
      keyOf(String(r.source_kind), String(r.source_key), String(r.locale)),
      r as unknown as TranslationRow,
    ]),
  );
  const records = new Map(
    (await cq.records(k, 'translation'))
      .map(toContentRecord)
      .flatMap((r) => (r.publicKey ? [[r.publicKey, r.id] as const] : [])),
  );
  const needs: TranslationNeed[] = [];
  for (const of of TRANSLATABLE_KINDS) {
    await adoptPublicRows(contentKind(of));
    const sources = (await cq.records(k, of))
      .map(toContentRecord)
      .filter((r) => r.state === 'published' && r.publicKey);
    for (const source of sources) {
      for (const language of translationLanguages()) {
        const key = keyOf(of, source.publicKey!, language.code);
        const row = translations.get(key);
        needs.push({
          of,
          sourceKey: source.publicKey!,
          title: source.title,
          locale: language.code,
          language: language.englishName,
          status: !row
            ? 'missing'
            : Number(row.source_revision ?? 0) < Number(source.publishedRevision)
              ? 'outdated'
              : 'current',
          recordId: records.get(key) ?? null,
          publishedAt: row ? isoDateTime(row.published_at) : null,
        });
      }
    }
  }
  return needs;
}
