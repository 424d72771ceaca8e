import type { MultiPolygon, Polygon } from 'geojson';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  isoDateTime,
  isoDateTimeOrNull,
  jsonColumn,
  num,
  numOrNull,
  rowOf,
  textOrNull,
} from '@/lib/server/db/normalize';
import { geometryOf } from '@/lib/server/repositories/layers';
import { EXTRACT_STATUSES } from '@/lib/shared/schemas/extract';
import { FEATURE_FORMATS } from '@/lib/shared/schemas/layers';

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
  /** ExtractJobFilter[] as JSON; null: none (and rows from before migration 038). */
  filters: string | null;
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
  'filters',
  'output_key',
  'output_bytes',
  'created_at',
  'started_at',
  'finished_at',
];

/** Map Explorer extract jobs. */
export const extractJobQueries = {
  insert: (k: Knex, row: ExtractJobRow) => k('extract_jobs').insert(row),
  /** A job's status row (without its area geometry). */
  byId: (k: Knex, id: string) =>
    k('extract_jobs')
      .where({ id })
      .first(...STATUS_COLUMNS),
  /** What the runner needs to run a job. */
  work: (k: Knex, id: string) =>
    k('extract_jobs').where({ id }).first('id', 'area', 'layers', 'format', 'filters'),
  /** Marks a job running for the queue worker that took it (again, after a worker died mid-job). */
  claim: (k: Knex, id: string, now: string) =>
    k('extract_jobs')
      .where({ id })
      .whereIn('status', ['queued', 'running'])
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

type Row = Record<string, unknown>;

const JobFilter = z.object({
  layerKey: z.string(),
  layerName: z.string(),
  filters: z.array(z.object({ field: z.string(), values: z.array(z.string()) })),
  words: z.string(),
});

const ExtractJobRecord = z.object({
  id: z.string(),
  status: z.enum(EXTRACT_STATUSES),
  error: z.string().nullable(),
  progress: z.number(),
  areaKind: z.enum(['polygon', 'locality', 'district']),
  areaLabel: z.string(),
  areaSqKm: z.number(),
  layers: z.array(z.string()),
  format: z.enum(FEATURE_FORMATS),
  featureCount: z.number().int().nullable(),
  counts: z.record(z.string(), z.number()).nullable(),
  filters: z.array(JobFilter),
  outputKey: z.string().nullable(),
  outputBytes: z.number().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
/** A job's status row (STATUS_COLUMNS), its JSON columns parsed. */
export type ExtractJobRecord = z.infer<typeof ExtractJobRecord>;

/** A byId row → ExtractJobRecord, checked against its schema (status, area kind and format are enums). */
export const toExtractJobRecord = (r: Row): ExtractJobRecord =>
  rowOf(ExtractJobRecord, 'extract_jobs', {
    id: r.id,
    status: r.status,
    error: textOrNull(r.error),
    progress: num(r.progress),
    areaKind: r.area_kind,
    areaLabel: r.area_label,
    areaSqKm: num(r.area_sq_km),
    layers: jsonColumn(r.layers),
    format: r.format,
    featureCount: numOrNull(r.feature_count),
    counts: jsonColumn(r.counts),
    filters: jsonColumn(r.filters) ?? [],
    outputKey: textOrNull(r.output_key),
    outputBytes: numOrNull(r.output_bytes),
    createdAt: isoDateTime(r.created_at),
    startedAt: isoDateTimeOrNull(r.started_at),
    finishedAt: isoDateTimeOrNull(r.finished_at),
  });

const ExtractWork = z.object({
  /** The area's GeoJSON text, as stored (written into the zip as area.geojson). */
  areaText: z.string(),
  layers: z.array(z.string()),
  format: z.enum(FEATURE_FORMATS),
  filters: z.array(JobFilter),
});

/** A work row → what the runner needs: the area (a Polygon or MultiPolygon), the layers, format and filters. */
export function toExtractWork(r: Row): z.infer<typeof ExtractWork> & { area: Polygon | MultiPolygon } {
  const work = rowOf(ExtractWork, 'extract_jobs', {
    areaText: r.area,
    layers: jsonColumn(r.layers),
    format: r.format,
    filters: jsonColumn(r.filters) ?? [],
  });
  const area = geometryOf(work.areaText);
  if (area.type !== 'Polygon' && area.type !== 'MultiPolygon') {
    throw new Error(`A row of extract_jobs does not fit its schema: area: a ${area.type}, not a polygon`);
  }
  return { ...work, area };
}

/** An expired row → the job id and the storage key of its zip. */
export const toExpiredOutput = (r: Row) => ({ id: String(r.id), outputKey: String(r.output_key) });
