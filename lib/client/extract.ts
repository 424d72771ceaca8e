import {
  extractJobPath,
  type ExtractJob,
  type ExtractJobInput,
  type ExtractOptions,
} from '@/lib/shared/schemas/extract';
import { MESSAGES as M } from './messages';
import { cachedOnce, request } from './request';

const options = cachedOnce(() =>
  request<ExtractOptions>('/api/geoprocessor/initialize-job/', M.geoprocessor),
);

/** SPEC §7 GET /api/geoprocessor/initialize-job/: the extract's limits and choices (remembered; SPEC §8 message). */
export const initializeExtractJob = () => options.get();

/** Starts an extract job; the error's `detail` carries the server's reason (area too large, too many jobs…). */
export const startExtractJob = (input: ExtractJobInput) =>
  request<ExtractJob>('/api/geoprocessor/jobs', M.startExtract, { method: 'POST', body: input });

/** A job's status and progress. */
export const getExtractJob = (id: string) => request<ExtractJob>(extractJobPath(id), M.extractStatus);
