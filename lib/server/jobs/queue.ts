import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { db } from '@/lib/server/db/knex';
import { insertedId } from '@/lib/server/db/normalize';
import { jobQueries as q, toJobRecord, type JobRecord } from '@/lib/server/repositories/jobs';

/**
 * The job queue (ARCHITECTURE §9): rows of `jobs` that any instance's worker claims with one
 * conditional UPDATE and holds with a lease it renews while working. A try that throws goes back to the queue
 * with an exponential back-off; after its last attempt the job fails with the error's text (a JobFailure's
 * message is meant for people; anything else is logged and recorded as is for staff). A job whose worker
 * stopped without releasing it (killed, crashed) is taken over when its lease runs out; the takeover counts
 * as an attempt, so a job that kills its process each time ends failed after its last one.
 * Kinds, lanes and payloads are defined in ./define.ts; services queue jobs with ./enqueue.ts.
 */
export class JobFailure extends Error {
  /** No further tries: the input itself is at fault. */
  readonly final: boolean;
  constructor(message: string, final = true) {
    super(message);
    this.final = final;
  }
}

export interface QueueOptions {
  /** How long a claim holds before another worker may take the job over (renewed at a third of it). */
  leaseMs: number;
  /** First back-off after a failed try; doubled each time, capped at 15 minutes. */
  backoffMs: number;
}

export const QUEUE_DEFAULTS: QueueOptions = { leaseMs: 30_000, backoffMs: 5_000 };

const iso = (ms: number) => new Date(ms).toISOString();

/** This process's name in leases: host, pid and a random part (two workers in one process differ). */
export const workerName = (role: string) =>
  `${hostname()}:${process.pid}:${role}:${randomUUID().slice(0, 8)}`;

export interface EnqueueOptions {
  maxAttempts?: number;
  /** Run no sooner than this many ms from now. */
  delayMs?: number;
  /** Run no sooner than this moment (ms since 1970): for a time fixed elsewhere, exactly; wins over delayMs. */
  runAt?: number;
  /**
   * Add nothing when a job of this kind is already waiting to run (its id is returned): for jobs that do
   * everything pending when they run, such as the comment-alert digest. Two instances may still add one
   * each at the same moment; such jobs must be safe to run twice.
   */
  once?: boolean;
  /** Jobs of one group (a submitter) run one at a time, whichever instance claims them. */
  group?: string | null;
  /**
   * The transaction of the state change the job follows: the job row is written in it, so the
   * change and its job are recorded together or not at all.
   */
  trx?: Knex | null;
}

/** Adds a job; it runs on the next claim of any worker that handles its kind. */
export async function enqueue(
  kind: string,
  payload: unknown,
  { maxAttempts = 3, delayMs = 0, runAt, once = false, group = null, trx = null }: EnqueueOptions = {},
): Promise<number> {
  const now = Date.now();
  const k = trx ?? (await db());
  if (once) {
    const waiting = (await q.queuedOfKind(k, kind)) as { id: unknown } | undefined;
    if (waiting) return Number(waiting.id);
  }
  const rows = await q.insert(k, {
    kind,
    payload: JSON.stringify(payload ?? null),
    status: 'queued',
    attempts: 0,
    max_attempts: maxAttempts,
    run_at: iso(runAt ?? now + delayMs),
    lease_owner: null,
    lease_until: null,
    last_error: null,
    created_at: iso(now),
    updated_at: iso(now),
    finished_at: null,
    group_key: group ? group.slice(0, 100) : null,
  });
  return insertedId(rows);
}

/** Jobs of `group` queued or running, on any instance. */
export async function waitingInGroup(group: string, trx?: Knex | null): Promise<number> {
  const row = (await q.waitingInGroup(trx ?? (await db()), group.slice(0, 100))) as
    { n: unknown } | undefined;
  return Number(row?.n ?? 0);
}

/** What a job that kept ending its process records (the process cannot record anything itself). */
export const EXHAUSTED_ERROR =
  'This job was still running each time its worker stopped (the process ended or was restarted), so it was not tried again. Staff: see the server log at the times of its tries.';

/**
 * A write the one-running-job-per-group index refused (SQLite's and SQL Server's unique-key errors): another
 * worker started a job of the group at the same instant, so this claim lost.
 */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; number?: unknown };
  return (
    (typeof e?.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT_UNIQUE')) ||
    e?.number === 2601 ||
    e?.number === 2627
  );
};

/**
 * Claims a due job of these kinds for `owner`, or null: fairly between groups (the group that started a job
 * least recently first, then the oldest). Two workers never hold one job, nor two jobs of one group.
 */
export async function claim(
  owner: string,
  kinds: string[],
  options = QUEUE_DEFAULTS,
): Promise<JobRecord | null> {
  const k = await db();
  for (let tries = 0; tries < 5; tries++) {
    const now = Date.now();
    const next = await q.candidate(k, kinds, iso(now));
    if (!next) return null;
    const id = Number(next.id);
    const won = await q.claim(k, id, kinds, owner, iso(now), iso(now + options.leaseMs)).catch((err) => {
      if (isUniqueViolation(err)) return 0;
      throw err;
    });
    if (won === 1) return toJobRecord(await q.byId(k, id));
    // Another worker took it, or a job of its group, between the read and the update: look again.
  }
  return null;
}

/** Extends a held job's lease; false when this worker no longer holds it (it was taken over). */
export async function renew(id: number, owner: string, options = QUEUE_DEFAULTS): Promise<boolean> {
  const now = Date.now();
  return (await q.renew(await db(), id, owner, iso(now + options.leaseMs), iso(now))) === 1;
}

/** Settles a job as done, with what its handler returned (kept as JSON for whoever waits on it). */
export async function succeed(id: number, owner: string, result?: unknown): Promise<void> {
  const json = result === undefined ? null : JSON.stringify(result);
  await q.succeed(await db(), id, owner, iso(Date.now()), json);
}

/** Records a failed try: back to the queue after a back-off, or failed for good after the last attempt. */
export async function failTry(
  job: JobRecord,
  owner: string,
  error: unknown,
  options = QUEUE_DEFAULTS,
): Promise<'retry' | 'failed'> {
  const final = error instanceof JobFailure ? error.final : false;
  // An error thrown inside a pool thread can arrive as a plain object with a message (not an Error).
  const text =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && 'message' in error
        ? String((error as { message: unknown }).message)
        : String(error);
  const last = final || job.attempts >= job.maxAttempts;
  const now = Date.now();
  const backoff = Math.min(options.backoffMs * 2 ** Math.max(0, job.attempts - 1), 15 * 60_000);
  await q.settleFailure(
    await db(),
    job.id,
    owner,
    text.slice(0, 4000),
    iso(now),
    last ? null : iso(now + backoff),
  );
  return last ? 'failed' : 'retry';
}

/** Puts this worker's running jobs back in the queue at once (graceful shutdown). */
export async function releaseAll(owner: string): Promise<number> {
  return q.release(await db(), owner, iso(Date.now()));
}

/**
 * Waits up to `maxMs` for a job to end (succeeded or failed), looking at its row every `everyMs` — on any
 * instance, whichever worker runs it. Returns the ended job, or null while it is still queued or running.
 */
export async function waitForJob(id: number, maxMs: number, everyMs = 50): Promise<JobRecord | null> {
  const until = Date.now() + maxMs;
  for (;;) {
    const job = await jobById(id);
    if (job && (job.status === 'succeeded' || job.status === 'failed')) return job;
    if (Date.now() + everyMs > until) return null;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export async function jobById(id: number): Promise<JobRecord | null> {
  const row = await q.byId(await db(), id);
  return row ? toJobRecord(row) : null;
}
