/**
 * Stand-in tasks for the pool's budget tests, wrapped like the real worker entry's (lib/server/runtime/
 * pool.worker.ts): `hold` keeps its thread until the test lets it go (a long extract), `quick` answers at once
 * (a one-line preview). The test bundles this file with esbuild and starts a pool on it.
 */
import { signalsStart } from '@/lib/server/workers/started';

/** Counts the holds started (slot 0) and is set to 1 (slot 1) when they may end. */
export const hold = signalsStart(({ flags }: { flags: Int32Array }) => {
  Atomics.add(flags, 0, 1);
  Atomics.notify(flags, 0);
  while (Atomics.load(flags, 1) === 0) Atomics.wait(flags, 1, 0, 1000);
  return Promise.resolve({ ok: 'held' });
});

export const quick = signalsStart(() => Promise.resolve({ ok: 'quick' }));
