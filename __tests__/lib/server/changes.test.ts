/** @jest-environment node */
import { announceChange, checkStamps, installCacheTable, localCache } from '@/lib/server/changes';
import { LOCAL_CACHES } from '@/lib/server/runtime/caches';
import { db } from '@/lib/server/db/knex';
import { jobQueries } from '@/lib/server/repositories/jobs';
import { loadLayer } from '@/lib/server/services/layers/cache';
import { useTempDatabase } from '../../helpers/tempDb';
import { spyOnPageCache } from '../../helpers/pageCacheSpy';

let cleanup: () => Promise<void>;
const { cache, restore } = spyOnPageCache();
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 120_000);
afterAll(async () => {
  restore();
  await cleanup();
});

describe('caches that agree across instances', () => {
  it("empties this instance's page cache when another instance's write moves a stamp, and only then", async () => {
    await announceChange('layers'); // this instance: its own cache at once
    expect(cache.clear).toHaveBeenCalledTimes(1);
    await checkStamps(); // the watcher's first look learns the stamps
    cache.clear.mockClear();
    expect(await checkStamps()).toBe(false);
    expect(cache.clear).not.toHaveBeenCalled();
    // Another instance publishes: it bumps the shared stamp in the database.
    await jobQueries.bumpStamp(await db(), 'layers', new Date().toISOString());
    expect(await checkStamps()).toBe(true);
    expect(cache.clear).toHaveBeenCalledTimes(1);
    // A scope seen for the first time (another instance's first comment moderation) counts too.
    await jobQueries.insertStamp(await db(), 'comments', new Date().toISOString());
    expect(await checkStamps()).toBe(true);
  });

  it("parses the Map Explorer's layers again only after a change to the layers, wherever it was made", async () => {
    // The layer's parsed features: the same array while the layer cache keeps them, a new one once it is emptied.
    const parsed = async () => (await loadLayer('vdot-districts')).features;
    await checkStamps(); // the watcher has looked
    const first = await parsed();
    expect(await parsed()).toBe(first);

    // A comment, a document or a content item published here or on another instance: the pages go, the layers stay.
    cache.clear.mockClear();
    for (const scope of ['comments', 'documents', 'content'] as const) await announceChange(scope);
    expect(cache.clear).toHaveBeenCalledTimes(3);
    for (const scope of ['comments', 'documents', 'content'])
      await jobQueries.bumpStamp(await db(), scope, new Date().toISOString());
    expect(await checkStamps()).toBe(true);
    expect(cache.clear).toHaveBeenCalledTimes(4);
    expect(await parsed()).toBe(first);

    // A layer published on another instance: parsed again.
    await jobQueries.bumpStamp(await db(), 'layers', new Date().toISOString());
    expect(await checkStamps()).toBe(true);
    const second = await parsed();
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    // …and here.
    await announceChange('layers');
    expect(await parsed()).not.toBe(second);
  });

  it('empties each registered cache as the table says: a cache of another scope survives', async () => {
    const layersCache = jest.fn();
    const commentsCache = jest.fn();
    const unnamed = jest.fn();
    localCache('layers', layersCache);
    localCache('test-comments', commentsCache);
    localCache('test-unnamed', unnamed);
    installCacheTable({ ...LOCAL_CACHES, 'test-comments': ['comments'] });
    try {
      await announceChange('comments');
      expect(commentsCache).toHaveBeenCalledTimes(1);
      expect(layersCache).not.toHaveBeenCalled(); // another scope's cache survives
      expect(unnamed).toHaveBeenCalledTimes(1); // a cache the table does not name: every change empties it
      await announceChange('layers');
      expect(layersCache).toHaveBeenCalledTimes(1);
      expect(commentsCache).toHaveBeenCalledTimes(1);
      expect(unnamed).toHaveBeenCalledTimes(2);
    } finally {
      installCacheTable(LOCAL_CACHES);
    }
  });
});
