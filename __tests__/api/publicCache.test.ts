/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { checkStamps } from '@/lib/server/changes';
import { CACHED_ANSWERS, WRITERS } from '@/lib/server/runtime/caches';
import { resetEnvCache } from '@/lib/server/env';
import * as insertComment from '@/pages/api/comment/insert-comment';
import * as similar from '@/pages/api/comment/similar-comments';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

/**
 * Every cached public answer follows the change stamps. Each instance keeps the answers of the
 * API routes that send PUBLIC_CACHE (and the OGC routes) in its page cache, and empties it when a change stamp
 * moves (lib/server/changes.ts). So every write that changes such an answer must announce a change. The table
 * is code, not this test's: CACHED_ANSWERS in lib/server/runtime/caches.ts says, for every such route, which
 * scopes' changes change its answer — or why nothing but a deploy changes it — and WRITERS which modules
 * announce each scope. A new route that is not in the table fails the first test, so it cannot be forgotten; the
 * second checks that each named writer announces its scope and that no module announces a change unnamed; the
 * third is the known miss, end to end: a comment published on instance A reaches instance B's nearby-comments
 * answer (B's next look at the stamps empties its cache).
 */

const ROOT = path.join(__dirname, '../..');
const API = path.join(ROOT, 'pages/api');

/** The modules of lib/server that call `await announceChange(` (changes.ts itself aside). */
function announcers(dir = path.join(ROOT, 'lib/server')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return announcers(full);
    const file = path.relative(ROOT, full).split(path.sep).join('/');
    if (file === 'lib/server/changes.ts' || !/\.tsx?$/.test(e.name)) return [];
    return /\bawait announceChange\(/.test(fs.readFileSync(full, 'utf8')) ? [file] : [];
  });
}

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
    expect(routes).toEqual(Object.keys(CACHED_ANSWERS).sort());
  });

  it('every scope an answer follows has writers, each announces it, and no module announces unnamed', () => {
    const followed = new Set(Object.values(CACHED_ANSWERS).flatMap((f) => ('scopes' in f ? f.scopes : [])));
    for (const scope of followed) expect([scope, WRITERS[scope].length > 0]).toEqual([scope, true]);
    for (const [scope, writers] of Object.entries(WRITERS)) {
      for (const w of writers) {
        const text = fs.readFileSync(path.join(ROOT, w), 'utf8');
        // The scope by name, or a content kind's own (`announceChange(kind.scope)`, each kind naming one).
        const announces =
          text.includes(`announceChange('${scope}')`) || /announceChange\(kind\.scope\)/.test(text);
        expect([w, scope, announces]).toEqual([w, scope, true]);
      }
    }
    expect(announcers().sort()).toEqual([...new Set(Object.values(WRITERS).flat())].sort());
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
