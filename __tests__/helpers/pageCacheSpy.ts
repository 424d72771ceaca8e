/**
 * A stand-in for server.ts's page cache (the one `dropLocalCaches` empties), so a test can see when a write
 * empties this instance's pages. Call in beforeAll; the returned restore goes in afterAll.
 */
export function spyOnPageCache(): { cache: { clear: jest.Mock }; restore: () => void } {
  const holder = globalThis as { __vtransPageCache?: { clear: jest.Mock } };
  const cache = { clear: jest.fn() };
  holder.__vtransPageCache = cache;
  return { cache, restore: () => delete holder.__vtransPageCache };
}
