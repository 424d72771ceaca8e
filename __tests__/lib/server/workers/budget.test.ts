/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { Piscina } from 'piscina';
import { runIn } from '@/lib/server/workers/pool';

/**
 * A budget counts work, not the wait for a thread: with two long stand-in tasks holding both threads, a short
 * task with a small budget waits its turn and succeeds (it used to be stopped as "too complex" while it
 * waited, as a one-line Markdown preview was behind two extracts); a task that works past its budget is
 * still stopped; a task that cannot get a thread within its wait bound is "busy", not "too complex".
 */

let dir: string;
let pool: Piscina;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-pool-'));
  await build({
    entryPoints: [path.join(__dirname, '../../../helpers/standInTasks.worker.ts')],
    outfile: path.join(dir, 'standIn.js'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  pool = new Piscina({ filename: path.join(dir, 'standIn.js'), minThreads: 0, maxThreads: 2 });
});
afterAll(async () => {
  await pool.close({ force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

const LONG = { budgetMs: 600_000, tooComplex: 'too complex' };

/** Starts two holds and resolves once both threads run one; `release` lets them end. */
async function holdBothThreads() {
  const flags = new Int32Array(new SharedArrayBuffer(8));
  const holds = [0, 1].map(() => runIn(pool, 'hold', { flags }, LONG));
  while (Atomics.load(flags, 0) < 2) await new Promise((r) => setTimeout(r, 5));
  return {
    holds,
    release: () => {
      Atomics.store(flags, 1, 1);
      Atomics.notify(flags, 1);
    },
  };
}

/** Resolves once `ms` have passed: past the moment a budget counted from the queueing would have run out. */
const past = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the pool budget', () => {
  it('counts from when a thread starts the task: a short task queued behind two long ones succeeds', async () => {
    const { holds, release } = await holdBothThreads();
    try {
      const short = runIn(pool, 'quick', {}, { budgetMs: 50, tooComplex: 'too complex' });
      short.catch(() => undefined); // awaited below
      // It waits for a thread (once runIn has handed it to the pool: wait for that state, not for a time), and
      // stays waiting past its 50 ms (timers fire in order of their moment): under a budget counted from the
      // queueing, it had been refused by now.
      while (pool.queueSize < 1) await new Promise((r) => setImmediate(r));
      await past(100);
      expect(pool.queueSize).toBe(1);
      release();
      await expect(short).resolves.toBe('quick');
      await expect(Promise.all(holds)).resolves.toEqual(['held', 'held']);
    } finally {
      release(); // a failure above must not leave both threads held for the tests after it
    }
  });

  it('still stops a task that works past its budget (422), and the pool goes on', async () => {
    const flags = new Int32Array(new SharedArrayBuffer(8));
    await expect(
      runIn(pool, 'hold', { flags }, { budgetMs: 100, tooComplex: 'too complex' }),
    ).rejects.toMatchObject({ status: 422, message: 'too complex' });
    expect(Atomics.load(flags, 0)).toBe(1); // it had started: the work, not the wait, ran out
    await expect(runIn(pool, 'quick', {}, LONG)).resolves.toBe('quick');
  });

  it('answers "busy" (503) for a task that cannot get a thread within its wait bound', async () => {
    const { holds, release } = await holdBothThreads();
    try {
      await expect(
        runIn(pool, 'quick', {}, { budgetMs: 60_000, waitMs: 50, tooComplex: 'too complex' }),
      ).rejects.toMatchObject({ status: 503, retryAfter: 60 });
    } finally {
      release();
      await Promise.all(holds);
    }
  });
});
