/** @jest-environment node */
import {
  claim,
  enqueue,
  failTry,
  JobFailure,
  jobById,
  releaseAll,
  renew,
  succeed,
} from '@/lib/server/jobs/queue';
import { z } from 'zod';
import { defineJob, type Lane } from '@/lib/server/jobs/define';
import { JobWorker } from '@/lib/server/jobs/worker';
import { db } from '@/lib/server/db/knex';
import { withTempDatabase } from '../../../helpers/tempDb';

withTempDatabase(['jobs']);

const FAST = { leaseMs: 200, backoffMs: 50 };
/** A lease and a back-off no test outlives: they end when the test moves the job's clock (lapse), never by a sleep. */
const LONG = { leaseMs: 600_000, backoffMs: 600_000 };
/** The moment in a job's row (its lease's end or its next try) has come. */
const lapse = async (id: number, column: 'lease_until' | 'run_at') =>
  (await db())('jobs')
    .where({ id })
    .update({ [column]: new Date(Date.now() - 1000).toISOString() });
const quiet = () => undefined;

/** A job kind for these tests: any payload, the given lane. */
const testJob = (kind: string, lane: Lane, run: () => Promise<unknown>, maxAttempts = 3) =>
  defineJob({ kind, lane, payload: z.unknown(), maxAttempts, run });

describe('the job queue', () => {
  it('gives a job to one of many workers claiming at once', async () => {
    const id = await enqueue('test', { n: 1 });
    const won = await Promise.all(Array.from({ length: 6 }, (_, i) => claim(`w${i}`, ['test'])));
    const holders = won.filter((j) => j !== null);
    expect(holders).toHaveLength(1);
    expect(holders[0]).toMatchObject({ id, status: 'running', attempts: 1, payload: { n: 1 } });
    expect(await claim('late', ['test'])).toBeNull();
  });

  it('takes a job over when its lease runs out, and the old holder can no longer renew or settle it', async () => {
    const id = await enqueue('test', null);
    await claim('dead', ['test'], LONG);
    expect(await claim('alive', ['test'], FAST)).toBeNull(); // the lease holds
    await lapse(id, 'lease_until');
    const taken = await claim('alive', ['test'], FAST);
    expect(taken).toMatchObject({ id, leaseOwner: 'alive', attempts: 2 });
    expect(await renew(id, 'dead', FAST)).toBe(false);
    await succeed(id, 'dead');
    expect((await jobById(id))?.status).toBe('running');
    expect(await renew(id, 'alive', FAST)).toBe(true);
    await succeed(id, 'alive');
    expect((await jobById(id))?.status).toBe('succeeded');
  });

  it('a job given a moment (runAt) is due exactly then, whatever time passed before it was written', async () => {
    const at = Date.now() + 3_600_000;
    const id = await enqueue('test', null, { runAt: at, delayMs: 5 });
    const row = await (await db())('jobs').where({ id }).first('run_at');
    expect(Date.parse(String(row.run_at))).toBe(at);
    expect(await claim('w', ['test'], FAST)).toBeNull(); // not before its time
    await lapse(id, 'run_at');
    expect((await claim('w', ['test'], FAST))?.id).toBe(id);
  });

  it('retries a failed try after a back-off and fails for good after the last attempt, with the error', async () => {
    const id = await enqueue('test', null, { maxAttempts: 2 });
    const first = (await claim('w', ['test'], FAST))!;
    expect(await failTry(first, 'w', new Error('database timeout'), LONG)).toBe('retry');
    expect(await jobById(id)).toMatchObject({ status: 'queued', lastError: 'database timeout' });
    expect(await claim('w', ['test'], FAST)).toBeNull(); // not before its back-off
    await lapse(id, 'run_at');
    const second = (await claim('w', ['test'], FAST))!;
    expect(await failTry(second, 'w', new Error('database timeout again'), FAST)).toBe('failed');
    expect(await jobById(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'database timeout again',
    });
  });

  it('records the message of an error that crossed a thread as a plain object, not "[object Object]"', async () => {
    const id = await enqueue('test', null, { maxAttempts: 1 });
    const job = (await claim('w', ['test'], FAST))!;
    await failTry(job, 'w', { name: 'Error', message: 'clip ran out of memory' }, FAST);
    expect((await jobById(id))?.lastError).toBe('clip ran out of memory');
  });

  it('does not retry a JobFailure meant as final', async () => {
    const id = await enqueue('test', null, { maxAttempts: 5 });
    const job = (await claim('w', ['test'], FAST))!;
    expect(await failTry(job, 'w', new JobFailure('The file is not a shapefile.'), FAST)).toBe('failed');
    expect((await jobById(id))?.lastError).toBe('The file is not a shapefile.');
  });

  it('puts a stopping worker’s running jobs back in the queue, the try not counted', async () => {
    const id = await enqueue('test', null);
    await claim('stopping', ['test'], FAST);
    expect(await releaseAll('stopping')).toBe(1);
    expect(await jobById(id)).toMatchObject({ status: 'queued', attempts: 0, leaseOwner: null });
  });
});

describe('JobWorker', () => {
  it('runs jobs of its kinds, renews the lease of a long one, retries a throwing one and logs each', async () => {
    const lines: Array<Record<string, unknown>> = [];
    let flaky = 0;
    const worker = new JobWorker(
      [
        testJob('slow', 'staff', async () => new Promise((r) => setTimeout(r, 500))), // longer than the 200 ms lease
        testJob('flaky', 'public', async () => {
          flaky += 1;
          if (flaky === 1) throw new Error('first try fails');
        }),
      ],
      { ...FAST, log: (l) => lines.push(l) },
    );
    const slow = await enqueue('slow', null);
    const retried = await enqueue('flaky', null);
    const other = await enqueue('not-mine', null);
    const draining = worker.drain();
    await new Promise((r) => setTimeout(r, 350)); // past the first lease: only a renewal keeps it
    expect(await claim('thief', ['slow'], FAST)).toBeNull();
    await draining;
    await new Promise((r) => setTimeout(r, 80)); // the flaky job's back-off
    await worker.drain();
    expect((await jobById(slow))?.status).toBe('succeeded');
    expect(await jobById(retried)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect((await jobById(other))?.status).toBe('queued');
    expect(lines.map((l) => [l.kind, l.outcome])).toEqual(
      expect.arrayContaining([
        ['slow', 'succeeded'],
        ['flaky', 'retry'],
        ['flaky', 'succeeded'],
      ]),
    );
    expect(lines.every((l) => typeof l.ms === 'number')).toBe(true);
  });

  it('on stop, waits for a running job within the grace period, then releases it', async () => {
    let release!: () => void;
    const worker = new JobWorker([testJob('hang', 'staff', () => new Promise<void>((r) => (release = r)))], {
      ...FAST,
      pollMs: 20,
      log: quiet,
    }).start();
    const id = await enqueue('hang', null);
    worker.poke();
    while ((await jobById(id))?.status !== 'running') await new Promise((r) => setTimeout(r, 20));
    await worker.stop(100);
    expect(await jobById(id)).toMatchObject({ status: 'queued', leaseOwner: null });
    release();
  });
});
