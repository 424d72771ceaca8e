import type { Redis } from 'ioredis';
import { db } from '@/lib/server/db/knex';
import { env } from '@/lib/server/env';
import { jobQueries as q } from '@/lib/server/repositories/jobs';
import { log } from '@/lib/server/log';

/**
 * Caches that agree across instances. Each instance keeps its own page cache (server.ts) and
 * layer cache; a write on any instance must reach them all within seconds. A write calls announceChange(scope):
 * the scope's stamp in `change_stamps` goes up (the database every instance shares) and, with REDIS_URL, a
 * message goes out on the `vtrans:changes` channel. Every instance watches: on a message at once, and by
 * reading the stamps every second (every 10 s when Redis carries the messages) — one small query — and on a
 * changed stamp it empties the caches that hold that scope (dropLocalCaches). The search index already follows
 * the data (a fingerprint checked at most every 2 s, lib/server/search).
 *
 * Which change empties which cache is one table, LOCAL_CACHES in lib/server/runtime/caches.ts, which installs it
 * here when loaded (instrumentation.ts, `npm run worker`, tests); this file imports nothing above it. Each cache
 * registers its own `clear` by name (localCache), the page cache of server.ts through `__vtransPageCache`. Before
 * the table is installed, or for a cache it does not name, every change empties the cache (never a stale answer).
 */
/** 'periods': public comment periods, their published comments and their "What we heard" reports (issue 57). */
export type ChangeScope = 'layers' | 'comments' | 'documents' | 'content' | 'periods';

const CHANNEL = 'vtrans:changes';

/** A cache's `clear` functions by the cache's name (one per copy of its module: each registers its own). */
type Clears = Map<string, Set<() => void>>;

interface WatchState {
  stamps: Map<string, number>;
  /** The stamps were read at least once (what is new after that is a change). */
  looked?: boolean;
  timer: NodeJS.Timeout | null;
  subscriber: Redis | null;
  publisher: Promise<Redis> | null;
}
const holder = globalThis as typeof globalThis & {
  __vtransChanges?: WatchState;
  /** The page cache of server.ts, when this process serves pages through it (the cache named `pages`). */
  __vtransPageCache?: { clear(): void };
  /** The caches of this process, registered by name (localCache). */
  __vtransLocalCaches?: Clears;
  /** Which scopes empty which cache, by the cache's name (installed by lib/server/runtime/caches.ts). */
  __vtransCacheTable?: Readonly<Record<string, readonly ChangeScope[]>>;
};
const clears: Clears = (holder.__vtransLocalCaches ??= new Map());
const state = (holder.__vtransChanges ??= {
  stamps: new Map(),
  looked: false,
  timer: null,
  subscriber: null,
  publisher: null,
});

export const CHANGE_SCOPES: readonly ChangeScope[] = [
  'layers',
  'comments',
  'documents',
  'content',
  'periods',
];
const isScope = (s: string): s is ChangeScope => (CHANGE_SCOPES as readonly string[]).includes(s);

/** Registers one of this process's caches under its name in the table of lib/server/runtime/caches.ts. */
export function localCache(name: string, clear: () => void): void {
  let set = clears.get(name);
  if (!set) clears.set(name, (set = new Set()));
  set.add(clear);
}

/** Installs the table of which scopes empty which cache (lib/server/runtime/caches.ts does, once loaded). */
export function installCacheTable(table: Readonly<Record<string, readonly ChangeScope[]>>): void {
  holder.__vtransCacheTable = table;
}

/**
 * Empties this instance's caches that hold data of the scopes that changed, as the table says: the page cache of
 * server.ts for any scope (a page may show any of them), the Map Explorer's parsed layers and their kept answers
 * only for `layers` (a comment or a document leaves them as they are; parsing every layer again is the costliest
 * refill).
 */
export function dropLocalCaches(scopes: readonly ChangeScope[]): void {
  if (scopes.length === 0) return;
  const table = holder.__vtransCacheTable;
  const follows = (name: string) => !table?.[name] || table[name].some((s) => scopes.includes(s));
  if (follows('pages')) holder.__vtransPageCache?.clear();
  for (const [name, set] of clears) if (follows(name)) for (const clear of set) clear();
}

async function publisher(url: string): Promise<Redis> {
  state.publisher ??= import('ioredis').then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2 }));
  return state.publisher;
}

/** Tells every instance that data in `scope` changed (this one at once). */
export async function announceChange(scope: ChangeScope): Promise<void> {
  dropLocalCaches([scope]);
  const k = await db();
  const now = new Date().toISOString();
  if ((await q.bumpStamp(k, scope, now)) === 0) {
    // The scope's first change: another instance may insert it at the same moment, then bump instead.
    await q.insertStamp(k, scope, now).catch(() => q.bumpStamp(k, scope, now));
  }
  const url = env().REDIS_URL;
  if (url) {
    await (await publisher(url)).publish(CHANNEL, scope).catch((err: unknown) => {
      log.error({ err }, 'changes: Redis publish failed; other instances follow the stamps');
    });
  }
}

/** Reads the stamps; true (and the moved scopes' caches dropped) when one moved since the last look. */
export async function checkStamps(): Promise<boolean> {
  const rows = (await q.stamps(await db())) as Array<{ scope: string; stamp: number | string }>;
  const moved = new Set<ChangeScope>();
  for (const r of rows) {
    const stamp = Number(r.stamp);
    // A scope seen for the first time after a look moved too (even the very first change,
    // when the table held no stamp at the last look).
    const changed = state.stamps.has(r.scope) ? state.stamps.get(r.scope) !== stamp : state.looked;
    // A scope this build does not know (a newer instance's) may be held anywhere: it empties everything.
    if (changed) for (const s of isScope(r.scope) ? [r.scope] : CHANGE_SCOPES) moved.add(s);
    state.stamps.set(r.scope, stamp);
  }
  state.looked = true;
  dropLocalCaches([...moved]);
  return moved.size > 0;
}

/** Starts watching for other instances' changes (once per process). */
export async function watchChanges(): Promise<void> {
  if (state.timer) return;
  await checkStamps().catch(() => false);
  const url = env().REDIS_URL;
  if (url) {
    const { Redis } = await import('ioredis');
    state.subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
    state.subscriber.on('message', (_channel: string, scope: string) =>
      dropLocalCaches(isScope(scope) ? [scope] : CHANGE_SCOPES),
    );
    state.subscriber.on('error', (err) => log.error({ err }, 'changes: Redis'));
    await state.subscriber
      .subscribe(CHANNEL)
      .catch((err: unknown) => log.error({ err }, 'changes: subscribing failed'));
  }
  const every = url ? 10_000 : 1_000;
  const tick = () => {
    state.timer = setTimeout(() => {
      void checkStamps()
        .catch((err: unknown) => log.error({ err }, 'changes: reading stamps failed'))
        .finally(tick);
    }, every);
    state.timer.unref();
  };
  tick();
}
