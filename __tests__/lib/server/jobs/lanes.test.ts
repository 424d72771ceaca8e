/** @jest-environment node */
import { z } from 'zod';
import { db } from '@/lib/server/db/knex';
import { JOBS } from '@/lib/server/runtime/jobs';
import { defineJob, type Lane } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { claim, enqueue, EXHAUSTED_ERROR, jobById, waitForJob } from '@/lib/server/jobs/queue';
import { JobWorker } from '@/lib/server/jobs/worker';
import { withTempDatabase } from '../../../helpers/tempDb';

/**
 * Typed jobs and lanes: a kind is defined once with a zod schema for its payload, so a wrong
 * payload does not compile and is refused at run time; each lane has its own concurrency, so a short public
 * job (an extract) finishes while a slow upload check holds the uploads lane; one submitter's uploads run one
 * at a time; and a job whose process died on every try ends failed with a readable error.
 */

withTempDatabase(['jobs']);

const FAST = { leaseMs: 200, backoffMs: 50, pollMs: 20, log: () => undefined };

/** A promise with its resolver: a job that runs until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setImmediate(r));
}
const isRunning = async (id: number) => (await jobById(id))?.status === 'running';

describe('defineJob and enqueueJob', () => {
  const greet = defineJob({
    kind: 'test-greet',
    lane: 'staff',
    payload: z.object({ name: z.string().min(1), times: z.number().int().positive() }),
    maxAttempts: 2,
    run: async ({ name, times }) => name.repeat(times),
  });

  it('queues a valid payload with the kind and attempts of its definition', async () => {
    const id = await enqueueJob(greet, { name: 'ab', times: 2 });
    expect(await jobById(id)).toMatchObject({
      kind: 'test-greet',
      maxAttempts: 2,
      payload: { name: 'ab', times: 2 },
    });
  });

  it('refuses a wrong payload at compile time and at run time, writing nothing', async () => {
    // @ts-expect-error `times` must be a number: the payload's type comes from the kind's schema.
    await expect(enqueueJob(greet, { name: 'ab', times: 'twice' })).rejects.toThrow(
      /'test-greet' job was queued with a payload its schema refuses: times:/,
    );
    // @ts-expect-error a kind is a definition, never a string that could be misspelled.
    await expect(enqueueJob('test-greet', { name: 'ab', times: 2 })).rejects.toThrow();
    expect(await (await db())('jobs').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('parses the payload again when a worker claims the job: a bad row fails with a readable error', async () => {
    const id = await enqueue('test-greet', { name: '' }); // written around enqueueJob, as an old row could be
    await new JobWorker([greet], FAST).drain();
    expect(await jobById(id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/^The 'test-greet' job's payload does not match its kind/),
    });
  });

  it('the site registry defines each kind once, extracts and upload checks in different lanes', () => {
    const kinds = JOBS.map((j) => j.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    const lane = (kind: string) => JOBS.find((j) => j.kind === kind)?.lane;
    expect(lane('extract')).toBe('public');
    expect(lane('gap-ta-receipt')).toBe('public'); // an applicant waits for it
    expect(lane('contact-receipt')).toBe('public'); // so does someone who wrote to the team
    expect(lane('contact-notification')).toBe('public'); // a mail: the staff lane holds only checks
    expect(lane('spatial-data-preflight')).toBe('uploads');
    for (const kind of ['document-check', 'search-text']) expect(lane(kind)).toBe('staff');
    // Work due at a moment never waits behind a check.
    for (const kind of ['content-publish', 'comment-alerts']) expect(lane(kind)).toBe('scheduled');
    const preflight = JOBS.find((j) => j.kind === 'spatial-data-preflight')!;
    expect(preflight.group?.({ userId: 'u-1' })).toBe('submitter:u-1');
  });

  it('the lanes of checks hold only checks: no publish, digest, receipt or mail waits behind one', () => {
    // The kinds that read a person's file in the pool, for up to a minute or more each.
    const CHECKS = ['spatial-data-preflight', 'document-check', 'search-text'];
    const lanes = (kinds: string[]) => new Set(JOBS.filter((j) => kinds.includes(j.kind)).map((j) => j.lane));
    expect([...lanes(CHECKS)].sort()).toEqual(['staff', 'uploads']);
    const others = JOBS.filter((j) => !CHECKS.includes(j.kind));
    expect(others.filter((j) => j.lane === 'staff' || j.lane === 'uploads').map((j) => j.kind)).toEqual([]);
    // Every receipt and mail to a person runs in the public lane; work due at a moment in its own.
    for (const j of others) {
      expect(`${j.kind}: ${j.lane}`).toBe(
        `${j.kind}: ${['content-publish', 'comment-alerts', 'comment-period-open', 'comment-period-close'].includes(j.kind) ? 'scheduled' : 'public'}`,
      );
    }
  });
});

describe('lanes', () => {
  const job = (kind: string, lane: Lane, run: (p: { who: string }) => Promise<unknown>) =>
    defineJob({
      kind,
      lane,
      payload: z.object({ who: z.string() }),
      maxAttempts: 1,
      group: lane === 'uploads' ? (p) => `county-${p.who[0]}` : undefined, // a1, a2: county-a
      run,
    });

  /**
   * Runs a quick job of one lane while slow jobs of another lane hold theirs: the first running, `behind` more
   * queued after it. Resolves, once the quick job has succeeded, with the slow jobs' states at that moment.
   */
  async function quickWhileSlow(slowLane: Lane, quickLane: Lane, behind = 0) {
    const slow = gate();
    const held = job('test-slow', slowLane, () => slow.opened);
    const quick = job('test-quick', quickLane, async () => 'done');
    const worker = new JobWorker([held, quick], FAST).start();
    try {
      const first = await enqueueJob(held, { who: 'a0' });
      await until(() => isRunning(first));
      const more = [];
      for (let i = 1; i <= behind; i++) more.push(await enqueueJob(held, { who: `a${i}` }));
      const queued = Date.now();
      const id = await enqueueJob(quick, { who: 'anyone' });
      await until(async () => (await jobById(id))?.status === 'succeeded');
      console.log(`a ${quickLane} job's wait behind a slow ${slowLane} job: ${Date.now() - queued} ms`);
      const status = async (jobId: number) => (await jobById(jobId))?.status;
      return { first: await status(first), behind: await Promise.all(more.map(status)) };
    } finally {
      slow.open();
      await worker.stop(5_000);
    }
  }

  it('an extract finishes while a slow upload check runs', async () => {
    expect(await quickWhileSlow('uploads', 'public')).toEqual({ first: 'running', behind: [] });
  });

  it('a scheduled publish due now runs while slow document checks hold the staff lane', async () => {
    // An editor's uploads: one check running, two more queued behind it in the staff lane.
    expect(await quickWhileSlow('staff', 'scheduled', 2)).toEqual({
      first: 'running',
      behind: ['queued', 'queued'],
    });
  });

  it("one submitter's uploads queue behind each other, not in front of another submitter's", async () => {
    const gates = new Map<string, ReturnType<typeof gate>>();
    const upload = job('test-upload', 'uploads', ({ who }) => {
      const g = gate();
      gates.set(who, g);
      return g.opened;
    });
    // Two upload slots here, so only the group keeps a's second file waiting. A long lease: on a loaded machine a
    // 200 ms one ran out under a1 while it was held, and its takeover let a2 start (a verdict by speed).
    const worker = new JobWorker([upload], { ...FAST, leaseMs: 60_000, lanes: { uploads: 2 } }).start();
    try {
      const a1 = await enqueueJob(upload, { who: 'a1' });
      await until(() => isRunning(a1));
      const a2 = await enqueueJob(upload, { who: 'a2' });
      const b1 = await enqueueJob(upload, { who: 'b1' });
      await until(() => isRunning(b1)); // county b's file runs beside county a's first
      expect((await jobById(a2))?.status).toBe('queued');
      gates.get('a1')!.open();
      await until(() => isRunning(a2)); // a's second starts once its first has ended
      gates.get('a2')!.open();
      gates.get('b1')!.open();
      expect(await waitForJob(a2, 5_000)).toMatchObject({ status: 'succeeded' });
    } finally {
      for (const g of gates.values()) g.open();
      await worker.stop(5_000);
    }
  });
});

describe('attempts count at takeover', () => {
  it('a job that kills its process on every try ends failed with a readable error, not run again', async () => {
    const ran: string[] = [];
    const exhausted: string[] = [];
    const crashing = defineJob({
      kind: 'test-crash',
      lane: 'public',
      payload: z.object({ id: z.string() }),
      maxAttempts: 2,
      run: async ({ id }) => ran.push(id),
      exhausted: async ({ id }) => {
        exhausted.push(id);
      },
    });
    const id = await enqueueJob(crashing, { id: 'x' });
    const k = await db();
    // Two tries whose process died: claimed, never settled, the lease left to run out.
    for (const owner of ['died-1', 'died-2']) {
      expect(await claim(owner, ['test-crash'], FAST)).toMatchObject({ id, leaseOwner: owner });
      await k('jobs').where({ id }).update({ lease_until: '2000-01-01T00:00:00.000Z' });
    }
    await new JobWorker([crashing], FAST).drain();
    expect(await jobById(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: EXHAUSTED_ERROR });
    expect(ran).toEqual([]);
    expect(exhausted).toEqual(['x']);
  });
});
