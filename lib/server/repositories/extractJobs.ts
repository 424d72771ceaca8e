import type { Knex } from 'knex';

export interface ExtractJobRow {
  id: string;
  status: string;
  error: string | null;
  area_kind: string;
  area_label: string;
  area: string;
  area_sq_km: number;
  layers: string;
  format: string;
  progress: number;
  feature_count: number | null;
  counts: string | null;
  output_key: string | null;
  output_bytes: number | null;
  client_key: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const STATUS_COLUMNS = [
  'id',
  'status',
  'error',
  'area_kind',
  'area_label',
  'area_sq_km',
  'layers',
  'format',
  'progress',
  'feature_count',
  'counts',
  'output_key',
  'output_bytes',
  'created_at',
  'started_at',
  'finished_at',
];

/** Map Explorer extract jobs (issue 11 item 4). */
export const extractJobQueries = {
  insert: (k: Knex, row: ExtractJobRow) => k('extract_jobs').insert(row),
  /** A job's status row (without its area geometry). */
  byId: (k: Knex, id: string) =>
    k('extract_jobs')
      .where({ id })
      .first(...STATUS_COLUMNS),
  /** What the runner needs to run a job. */
  work: (k: Knex, id: string) => k('extract_jobs').where({ id }).first('id', 'area', 'layers', 'format'),
  /** The oldest waiting job. */
  nextQueued: (k: Knex) =>
    k('extract_jobs')
      .where({ status: 'queued' })
      .orderBy([{ column: 'created_at' }, 'id'])
      .first('id'),
  /** Takes a queued job for this runner; 0 rows when another runner took it first. */
  claim: (k: Knex, id: string, now: string) =>
    k('extract_jobs')
      .where({ id, status: 'queued' })
      .update({ status: 'running', started_at: now, progress: 0 }),
  progress: (k: Knex, id: string, progress: number) =>
    k('extract_jobs').where({ id, status: 'running' }).update({ progress }),
  succeed: (
    k: Knex,
    id: string,
    done: { feature_count: number; counts: string; output_key: string; output_bytes: number; now: string },
  ) =>
    k('extract_jobs').where({ id, status: 'running' }).update({
      status: 'succeeded',
      progress: 100,
      feature_count: done.feature_count,
      counts: done.counts,
      output_key: done.output_key,
      output_bytes: done.output_bytes,
      finished_at: done.now,
    }),
  fail: (k: Knex, id: string, error: string, now: string) =>
    k('extract_jobs')
      .where({ id })
      .whereIn('status', ['queued', 'running'])
      .update({ status: 'failed', error, finished_at: now }),
  /** On start: jobs a previous server process left running can never finish. */
  failRunning: (k: Knex, error: string, now: string) =>
    k('extract_jobs').where({ status: 'running' }).update({ status: 'failed', error, finished_at: now }),
  /** Jobs of one client that are waiting or running (the per-client limit on jobs at once). */
  activeOf: (k: Knex, clientKey: string) =>
    k('extract_jobs')
      .where({ client_key: clientKey })
      .whereIn('status', ['queued', 'running'])
      .count({ n: '*' })
      .first(),
  /** Finished jobs whose output is older than the cut-off (their files are removed). */
  expired: (k: Knex, before: string) =>
    k('extract_jobs')
      .whereNotNull('output_key')
      .where('finished_at', '<', before)
      .select('id', 'output_key')
      .orderBy('finished_at')
      .limit(100),
  clearOutput: (k: Knex, id: string) => k('extract_jobs').where({ id }).update({ output_key: null }),
};
