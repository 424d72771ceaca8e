/** @jest-environment node */
import knexFactory, { type Knex } from 'knex';
import { z } from 'zod';
import { knexConfig } from '@/lib/server/db/config';
import { db } from '@/lib/server/db/knex';
import { defineJob } from '@/lib/server/jobs/define';
import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { claim, enqueue, isUniqueViolation, jobById, succeed } from '@/lib/server/jobs/queue';
import { JobWorker } from '@/lib/server/jobs/worker';
import { jobQueries } from '@/lib/server/repositories/jobs';
import { withTempDatabase } from '../../../helpers/tempDb';

/**
 * Fair queues: within a lane, the claim takes the group (the submitter) that started a job least recently,
 * not simply the oldest job, so one submitter's queued uploads do not keep another's one file waiting behind
 * all of them; one group may have only so many jobs waiting; and two claimers at the same instant never start
 * two jobs of one group, even where the claim's own check reads a snapshot (SQL Server): the database refuses
 * the second running job itself.
 */

withTempDatabase(['jobs']);

const FAST = { leaseMs: 60_000, backoffMs: 50, pollMs: 20, log: () => undefined };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setImmediate(r));
}
const status = async (id: number) => (await jobById(id))?.status;

describe('a fair claim between submitters', () => {
  it("takes another submitter's one upload before the second of four from the first", async () => {
    const gates = new Map<string, ReturnType<typeof gate>>();
    const upload = defineJob({
      kind: 'test-upload',
      lane: 'uploads',
      payload: z.object({ who: z.string() }),
      maxAttempts: 1,
      group: (p) => `submitter:${p.who[0]}`, // a1…a4: submitter a
      run: ({ who }) => {
        const g = gate();
        gates.set(who, g);
        return g.opened;
      },
    });
    const worker = new JobWorker([upload], { ...FAST, lanes: { uploads: 1 } }).start();
    try {
      const a1 = await enqueueJob(upload, { who: 'a1' });
      await until(async () => (await status(a1)) === 'running');
      const a = [a1];
      for (const who of ['a2', 'a3', 'a4']) a.push(await enqueueJob(upload, { who }));
      const b1 = await enqueueJob(upload, { who: 'b1' }); // the newest job of all
      gates.get('a1')!.open();
      // The lane's one slot goes to b (it has started nothing) before a's second, though a2 is older.
      await until(async () => (await status(b1)) === 'running');
      expect(await Promise.all(a.map(status))).toEqual(['succeeded', 'queued', 'queued', 'queued']);
      gates.get('b1')!.open();
      await until(async () => (await status(a[1])) === 'running');
    } finally {
      for (const g of gates.values()) g.open();
      await worker.stop(5_000);
    }
  });

  it('alternates between groups that both wait: the one that started a job least recently goes first', async () => {
    const k = await db();
    const ids: Record<string, number> = {};
    for (const who of ['a1', 'a2', 'b1', 'b2', 'c1']) {
      ids[who] = await enqueue('test-rr', { who }, { group: who[0] });
    }
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      const job = await claim('w', ['test-rr'], FAST);
      order.push((job!.payload as { who: string }).who);
      await succeed(job!.id, 'w');
    }
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
    expect(await k('jobs').whereNull('started_at').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });
});

describe("a limit on one group's waiting jobs", () => {
  const limited = defineJob({
    kind: 'test-limited',
    lane: 'uploads',
    payload: z.object({ who: z.string() }),
    maxAttempts: 1,
    group: (p) => `submitter:${p.who}`,
    groupLimit: {
      max: 2,
      refusal: (n) => `You already have ${n} files waiting. Try again when one of them has finished.`,
    },
    run: async () => null,
  });

  it('refuses one more with a 429 saying how many wait; others and a finished one make room', async () => {
    const first = await enqueueJob(limited, { who: 'a' });
    await enqueueJob(limited, { who: 'a' });
    await expect(enqueueJob(limited, { who: 'a' })).rejects.toMatchObject({
      status: 429,
      retryAfter: 60,
      message: 'You already have 2 files waiting. Try again when one of them has finished.',
    });
    await enqueueJob(limited, { who: 'b' }); // another person's own limit
    const running = await claim('w', ['test-limited'], FAST);
    expect(running?.id).toBe(first);
    await succeed(first, 'w');
    await expect(enqueueJob(limited, { who: 'a' })).resolves.toEqual(expect.any(Number));
  });
});

describe('two claimers of one group at the same instant', () => {
  let second: Knex;
  beforeAll(() => {
    second = knexFactory(knexConfig()); // another instance: its own connection to the same database
  });
  afterAll(() => second.destroy());

  it('start one job of the group, whichever connection wins', async () => {
    const k = await db();
    const lost = (err: unknown) => {
      if (isUniqueViolation(err)) return 0;
      throw err;
    };
    for (let round = 0; round < 10; round++) {
      await k('jobs').delete();
      const one = await enqueue('test-race', { n: 1 }, { group: 'g' });
      const two = await enqueue('test-race', { n: 2 }, { group: 'g' });
      const now = new Date().toISOString();
      const lease = new Date(Date.now() + 60_000).toISOString();
      // Each claimer goes for a different job of the group in one UPDATE, at the same time.
      const [a, b] = await Promise.all([
        jobQueries.claim(k, one, ['test-race'], 'instance-a', now, lease).catch(lost),
        jobQueries.claim(second, two, ['test-race'], 'instance-b', now, lease).catch(lost),
      ]);
      expect(Number(a) + Number(b)).toBe(1);
      expect(await k('jobs').where({ status: 'running' }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
    }
  });

  it('the database refuses a second running job of a group, as a claim whose check read a snapshot would try', async () => {
    const one = await enqueue('test-race', null, { group: 'g' });
    const two = await enqueue('test-race', null, { group: 'g' });
    expect(await claim('instance-a', ['test-race'], FAST)).toMatchObject({ id: one });
    // On SQL Server's read committed snapshot, instance B's NOT EXISTS may read the group before A's claim
    // committed: its UPDATE then goes ahead as this one does, and only the unique index stops it.
    const refused = await second('jobs')
      .where({ id: two })
      .update({ status: 'running', lease_owner: 'instance-b' })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(String(refused)).toMatch(/UNIQUE constraint failed: jobs.group_key/);
    expect(await status(two)).toBe('queued');
    // The claim takes that refusal for a lost race ("nothing claimed, look again"), not a failure.
    expect(isUniqueViolation(refused)).toBe(true);
    expect(isUniqueViolation(new Error('SQLITE_BUSY'))).toBe(false);
  });
});
