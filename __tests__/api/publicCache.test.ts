/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { checkStamps } from '@/lib/server/changes';
import { resetEnvCache } from '@/lib/server/env';
import * as insertComment from '@/pages/api/comment/insert-comment';
import * as similar from '@/pages/api/comment/similar-comments';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

/**
 * Every cached public answer follows the change stamps. Each instance keeps the answers of the
 * API routes that send PUBLIC_CACHE (and the OGC routes) in its page cache, and empties it when a change stamp
 * moves (lib/server/changes.ts). So every write that changes such an answer must announce a change. The table
 * below says, for every such route, which writers announce its changes — or why nothing but a deploy changes
 * it. A new route that is not in the table fails the first test, so it cannot be forgotten; the second checks
 * that each named writer does announce; the third is the known miss, end to end: a comment published on
 * instance A reaches instance B's nearby-comments answer (B's next look at the stamps empties its cache).
 */

const ROOT = path.join(__dirname, '../..');
const API = path.join(ROOT, 'pages/api');

type Follows = { writers: string[] } | { static: string };
const layers = { writers: ['lib/server/services/spatialData/review.ts'] };
const content = { writers: ['lib/server/services/content/publishing.ts'] };
const documents = {
  writers: ['lib/server/services/documents/uploads.ts', 'lib/server/services/content/publishing.ts'],
};
// Comment periods (issue 57): staff's edits, the opening and closing jobs, moderation and the report; a map
// comment that belongs to a period is published by the map comments' posting and moderation.
const periods = {
  writers: [
    'lib/server/services/commentPeriods/periods.ts',
    'lib/server/services/commentPeriods/posting.ts',
    'lib/server/services/comments/moderation.ts',
    'lib/server/services/comments/posting.ts',
  ],
};
const seeded = (what: string) => ({ static: `${what}: seeded; no write path in the site (a deploy)` });

const FOLLOWS: Record<string, Follows> = {
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
  'sitemap.ts': { writers: [...content.writers, 'lib/server/services/documents/uploads.ts'] },
  'azure/documents.ts': documents,
  'azure/links.ts': documents,
  'azure/tags.ts': documents,
  'documents/accessible.ts': documents,
  'feeds/documents.ts': documents,
  'gap-ta/cycles.ts': { writers: ['lib/server/services/gapTaApplications/cycles.ts'] },
  'comment/similar-comments.ts': {
    writers: ['lib/server/services/comments/moderation.ts', 'lib/server/services/comments/posting.ts'],
  },
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

/** Every API route whose answer a page cache may keep. */
function publicCacheRoutes(dir = API): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return publicCacheRoutes(full);
    const text = fs.readFileSync(full, 'utf8');
    return /PUBLIC_CACHE|ogcRoute\(/.test(text) ? [path.relative(API, full).split(path.sep).join('/')] : [];
  });
}

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 120_000);
afterAll(() => cleanup());

describe('cached public answers follow the change stamps', () => {
  it('every route that sends PUBLIC_CACHE says what changes its answer', () => {
    const routes = publicCacheRoutes().sort();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toEqual(Object.keys(FOLLOWS).sort());
  });

  it('every writer named there announces a change', () => {
    const writers = new Set(Object.values(FOLLOWS).flatMap((f) => ('writers' in f ? f.writers : [])));
    for (const w of writers) {
      expect([w, /announceChange\(/.test(fs.readFileSync(path.join(ROOT, w), 'utf8'))]).toEqual([w, true]);
    }
  });

  it('a comment published on instance A reaches instance B: the stamp moves, so B drops its kept answer', async () => {
    const at = { latitude: '37.5407', longitude: '-77.4338', category: 'safety', text: 'crosswalk' };
    expect((await callApi(similar, { query: at })).status).toBe(200); // B keeps this answer
    await checkStamps(); // B's last look
    process.env.COMMENT_MODERATION = 'post';
    resetEnvCache();
    try {
      const posted = await callApi(insertComment, {
        method: 'POST',
        body: {
          comment: 'The crosswalk at this corner needs a signal.',
          category: 'safety',
          latitude: 37.5407,
          longitude: -77.4338,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          consent: true,
          website: '',
        },
      });
      expect(posted.json).toMatchObject({ status: 'approved' });
    } finally {
      delete process.env.COMMENT_MODERATION;
      resetEnvCache();
    }
    expect(await checkStamps()).toBe(true); // B's next look (every second) empties its page cache
    const now = (await callApi(similar, { query: at })).json as Array<{ comment: string }>;
    expect(now.map((c) => c.comment)).toContain('The crosswalk at this corner needs a signal.');
  });
});
