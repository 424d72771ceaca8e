import type { Knex } from 'knex';
import { isoDateTime, isoDateTimeOrNull, num, textOrNull } from '@/lib/server/db/normalize';

/** The job queue's rows (migration 028). Every write that takes or settles a job is one conditional UPDATE. */
export interface JobRow {
  kind: string;
  payload: string;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** Jobs of one group run one at a time (a submitter's uploads); null: no group. */
  group_key: string | null;
  /** When the job was last claimed (the claim's fair order reads it per group); null until then. */
  started_at?: string | null;
}

/**
 * A job that may be taken now: queued and due, or running with its lease run out (a takeover: the claim
 * counts it as an attempt, and the worker fails a job taken over past its last one without running it); and
 * no other job of its group running (one whose lease ran out is taken over itself first). The check is part of
 * the claim's UPDATE; on SQL Server, where it reads a committed snapshot, the unique index of migration 040 (one
 * running job per group) makes the second of two claims at the same instant fail instead of winning.
 */
const claimable = (k: Knex, q: Knex.QueryBuilder, kinds: string[], now: string) =>
  q
    .whereIn('kind', kinds)
    .where((w) =>
      w
        .where((a) => a.where('status', 'queued').where('run_at', '<=', now))
        .orWhere((b) => b.where('status', 'running').where('lease_until', '<', now)),
    )
    .whereNotExists(
      k('jobs as g')
        .select(k.raw('1'))
        .whereRaw('?? = ??', ['g.group_key', 'jobs.group_key'])
        .whereRaw('?? <> ??', ['g.id', 'jobs.id'])
        .where('g.status', 'running'),
    );

export const jobQueries = {
  insert: (k: Knex, row: JobRow) => k('jobs').insert(row, ['id']),
  /** A job of this kind still waiting to run (for enqueue's `once`). */
  queuedOfKind: (k: Knex, kind: string) => k('jobs').where({ kind, status: 'queued' }).first('id'),
  /**
   * The next candidate for a claim, fair between groups: first a job whose group has never started one (no
   * group counts as never), then the group that started one least recently, then the oldest due. Both engines
   * sort NULL first in ascending order.
   */
  candidate: (k: Knex, kinds: string[], now: string) =>
    claimable(k, k('jobs'), kinds, now)
      .orderByRaw('(select max(??) from ?? where ?? = ??) asc', [
        's.started_at',
        'jobs as s',
        's.group_key',
        'jobs.group_key',
      ])
      .orderBy([{ column: 'run_at' }, { column: 'id' }])
      .first('id'),
  /** Jobs of a group queued or running (for a definition's per-group limit). */
  waitingInGroup: (k: Knex, group: string) =>
    k('jobs').where('group_key', group).whereIn('status', ['queued', 'running']).count({ n: '*' }).first(),
  /** Takes the job if it is still claimable: 1 row when this worker won it, 0 when another did. */
  claim: (k: Knex, id: number, kinds: string[], owner: string, now: string, leaseUntil: string) =>
    claimable(k, k('jobs').where({ id }), kinds, now).update({
      status: 'running',
      lease_owner: owner,
      lease_until: leaseUntil,
      attempts: k.raw('?? + 1', ['attempts']),
      started_at: now,
      updated_at: now,
    }),
  byId: (k: Knex, id: number) =>
    k('jobs')
      .where({ id })
      .first(
        'id',
        'kind',
        'payload',
        'status',
        'attempts',
        'max_attempts',
        'run_at',
        'lease_owner',
        'lease_until',
        'last_error',
        'result',
        'created_at',
        'finished_at',
      ),
  /** Extends the lease of a job this worker holds; 0 rows when it lost it. */
  renew: (k: Knex, id: number, owner: string, leaseUntil: string, now: string) =>
    k('jobs')
      .where({ id, status: 'running', lease_owner: owner })
      .update({ lease_until: leaseUntil, updated_at: now }),
  succeed: (k: Knex, id: number, owner: string, now: string, result: string | null) =>
    k('jobs').where({ id, status: 'running', lease_owner: owner }).update({
      status: 'succeeded',
      result,
      lease_owner: null,
      lease_until: null,
      finished_at: now,
      updated_at: now,
    }),
  /** Back to the queue for another try at `runAt`, or failed for good (`runAt` null), with the error. */
  settleFailure: (k: Knex, id: number, owner: string, error: string, now: string, runAt: string | null) =>
    k('jobs')
      .where({ id, status: 'running', lease_owner: owner })
      .update(
        runAt
          ? {
              status: 'queued',
              run_at: runAt,
              lease_owner: null,
              lease_until: null,
              last_error: error,
              updated_at: now,
            }
          : {
              status: 'failed',
              lease_owner: null,
              lease_until: null,
              last_error: error,
              finished_at: now,
              updated_at: now,
            },
      ),
  /** On shutdown: this worker's running jobs go back to the queue at once, the try not counted. */
  release: (k: Knex, owner: string, now: string) =>
    k('jobs')
      .where({ status: 'running', lease_owner: owner })
      .update({
        status: 'queued',
        run_at: now,
        lease_owner: null,
        lease_until: null,
        attempts: k.raw('?? - 1', ['attempts']),
        updated_at: now,
      }),
  stamps: (k: Knex) => k('change_stamps').select('scope', 'stamp'),
  /** Bumps a scope's stamp; 0 rows when the scope has none yet (then insertStamp). */
  bumpStamp: (k: Knex, scope: string, now: string) =>
    k('change_stamps')
      .where({ scope })
      .update({ stamp: k.raw('?? + 1', ['stamp']), updated_at: now }),
  insertStamp: (k: Knex, scope: string, now: string) =>
    k('change_stamps').insert({ scope, stamp: 1, updated_at: now }),
};

type Row = Record<string, unknown>;

export interface JobRecord {
  id: number;
  kind: string;
  payload: unknown;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  attempts: number;
  maxAttempts: number;
  runAt: string;
  leaseOwner: string | null;
  leaseUntil: string | null;
  lastError: string | null;
  /** What the handler returned (parsed JSON), once it succeeded. */
  result: unknown;
  createdAt: string;
  finishedAt: string | null;
}

export const toJobRecord = (r: Row): JobRecord => ({
  id: num(r.id),
  kind: String(r.kind),
  payload: JSON.parse(String(r.payload)) as unknown,
  status: String(r.status) as JobRecord['status'],
  attempts: num(r.attempts),
  maxAttempts: num(r.max_attempts),
  runAt: isoDateTime(r.run_at),
  leaseOwner: textOrNull(r.lease_owner),
  leaseUntil: isoDateTimeOrNull(r.lease_until),
  lastError: textOrNull(r.last_error),
  result: r.result == null ? null : (JSON.parse(String(r.result)) as unknown),
  createdAt: isoDateTime(r.created_at),
  finishedAt: isoDateTimeOrNull(r.finished_at),
});
