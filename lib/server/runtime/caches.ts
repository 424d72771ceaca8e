import { CHANGE_SCOPES, installCacheTable, watchChanges, type ChangeScope } from '@/lib/server/changes';

/**
 * Which change empties which cache: the one table (lib/server/changes.ts carries the changes between instances
 * and applies this table, installed there when this module loads). `__tests__/api/publicCache.test.ts` reads it.
 */

/**
 * This process's caches, by the name each registers its `clear` under (`localCache(name, clear)`), and the
 * scopes whose change empties them.
 */
export const LOCAL_CACHES = {
  /** server.ts's page cache: its pages and public answers may show anything, so every change empties it. */
  pages: CHANGE_SCOPES,
  /**
   * The Map Explorer's parsed layers and their kept answers (services/layers/cache.ts, answers.ts): only a
   * change to the layers; parsing every layer again is the costliest refill.
   */
  layers: ['layers'],
} as const satisfies Record<string, readonly ChangeScope[]>;

/** The modules whose writes announce each scope (`announceChange(scope)`; a content kind names its scope). */
export const WRITERS: Readonly<Record<ChangeScope, readonly string[]>> = {
  layers: ['lib/server/services/spatialData/review.ts', 'lib/server/services/gapTaApplications/review.ts'],
  comments: ['lib/server/services/comments/posting.ts', 'lib/server/services/comments/moderation.ts'],
  documents: [
    'lib/server/services/documents/uploads.ts',
    'lib/server/services/documents/review.ts',
    'lib/server/services/documents/check.ts',
    'lib/server/services/content/publishing.ts',
  ],
  content: ['lib/server/services/content/publishing.ts', 'lib/server/services/gapTaApplications/cycles.ts'],
  // Comment periods (issue 57): staff's edits, the opening and closing jobs, moderation and the report; a map
  // comment that belongs to a period is published by the map comments' posting and moderation.
  periods: [
    'lib/server/services/commentPeriods/periods.ts',
    'lib/server/services/commentPeriods/posting.ts',
    'lib/server/services/comments/moderation.ts',
    'lib/server/services/comments/posting.ts',
  ],
};

/** What changes a cached public answer: the scopes it shows, or why nothing but a deploy changes it. */
export type Follows = { readonly scopes: readonly ChangeScope[] } | { readonly static: string };

const seeded = (what: string): Follows => ({
  static: `${what}: seeded; no write path in the site (a deploy)`,
});
const layers: Follows = { scopes: ['layers'] };
const content: Follows = { scopes: ['content'] };
const documents: Follows = { scopes: ['documents'] };
const periods: Follows = { scopes: ['periods'] };

/**
 * Every API route whose answer a page cache may keep (it sends PUBLIC_CACHE, or is an OGC route), by its file
 * under pages/api, and what changes its answer.
 */
export const CACHED_ANSWERS: Readonly<Record<string, Follows>> = {
  'LTROR.ts': seeded('plan records'),
  'statutory-requirements.ts': seeded('plan records'),
  'strategic-actions.ts': seeded('plan records'),
  'survey-timeline.ts': seeded('plan records'),
  'article.ts': seeded('articles'),
  'by-the-numbers.ts': seeded('highlights'),
  'did-you-know.ts': seeded('highlights'),
  'whats-new.ts': seeded('highlights'),
  'freight/commodity-filters.ts': seeded('freight'),
  'freight/commodity-flow.ts': seeded('freight'),
  'gap-ta-studies.ts': seeded('GAP-TA studies'),
  'robots.ts': { static: 'configuration (SITE_URL)' },
  'announcements.ts': content,
  'events.ts': content,
  'updates.ts': content,
  'feeds/updates.ts': content,
  'sitemap.ts': { scopes: ['content', 'documents', 'periods'] },
  'azure/documents.ts': documents,
  'azure/links.ts': documents,
  'azure/tags.ts': documents,
  'documents/accessible.ts': documents,
  'feeds/documents.ts': documents,
  'gap-ta/cycles.ts': content,
  'comment/similar-comments.ts': { scopes: ['comments'] },
  'comment-periods/index.ts': periods,
  'comment-periods/[slug]/comments.ts': periods,
  'comment-periods/[slug]/export.ts': periods,
  'comment-periods/[slug]/ics.ts': periods,
  'feeds/comment-periods.ts': periods,
  'data-explorer/view.ts': layers,
  'data-json.ts': layers,
  'geoprocessor/initialize-job.ts': layers,
  'interactvtrans/statistics.ts': layers,
  'interactvtrans/versions.ts': layers,
  'map-explorer/compare.ts': layers,
  'map-explorer/get-layer-metadata.ts': layers,
  'map-explorer/layers/[layerKey]/values.ts': layers,
  'ogc/api.ts': layers,
  'ogc/collections/[collectionId]/index.ts': layers,
  'ogc/collections/[collectionId]/items/[featureId].ts': layers,
  'ogc/collections/[collectionId]/items/index.ts': layers,
  'ogc/collections/[collectionId]/queryables.ts': layers,
  'ogc/collections/index.ts': layers,
  'ogc/conformance.ts': layers,
  'ogc/index.ts': layers,
};

installCacheTable(LOCAL_CACHES);

/** Starts following other instances' changes with the table installed (instrumentation.ts). */
export const followChanges = (): Promise<void> => watchChanges();
