/** @jest-environment node */
import { announceChange, checkStamps } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { jobQueries } from '@/lib/server/repositories/jobs';
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
});
