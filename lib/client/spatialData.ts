import type { CrsCode } from '@/lib/shared/schemas/spatialData/rules';
import type { ErrorBody } from '@/lib/shared/errors';
import type {
  SpatialLayer,
  SubmissionDetail,
  SubmissionDiff,
  SubmissionStatusBody,
} from '@/lib/shared/schemas/spatialData';
import type { FeatureCollection } from 'geojson';
import { MESSAGES } from './messages';
import { ApiError, request } from './request';

/** Browser calls of spatial data: submissions and their review (SPEC §7; §8 messages on failure). */
export const getSpatialLayer = (layerID: string) =>
  request<SpatialLayer>('/api/spatial-data/layer', MESSAGES.layer, { query: { layerID } });

export const getSubmission = (submissionID: string) =>
  request<SubmissionDetail>('/api/spatial-data/submission', MESSAGES.submission, { query: { submissionID } });

export const createSubmission = (body: { layerID: string; title: string; description: string }) =>
  request<SubmissionDetail>('/api/spatial-data/submission', MESSAGES.postSubmission, {
    method: 'POST',
    body,
  });

export const updateSubmission = (body: {
  submissionID: string;
  title?: string;
  description?: string;
  submit?: boolean;
}) =>
  request<SubmissionDetail>('/api/spatial-data/submission', MESSAGES.updateSubmission, {
    method: 'PUT',
    body,
  });

export const getSubmissionFeatures = (submissionID: string, version?: number, against?: number) =>
  request<{ features: FeatureCollection; diff: SubmissionDiff }>(
    '/api/spatial-data/submission/features',
    MESSAGES.submission,
    { query: { submissionID, version, against } },
  );

export const postStatus = (body: SubmissionStatusBody) =>
  request<SubmissionDetail>('/api/spatial-data/submission/status', MESSAGES.insertStatus, {
    method: 'POST',
    body,
  });

export const rollBackPublish = (body: { submissionID: string; note?: string }) =>
  request<SubmissionDetail>('/api/spatial-data/submission/status', MESSAGES.updateStatus, {
    method: 'PUT',
    body,
  });

export const mailDraftCreated = (submissionID: string) =>
  request<{ sent: number }>('/api/email/spatial-data-create', MESSAGES.mailCreate, {
    method: 'POST',
    body: { submissionID },
  });

export const mailSubmitted = (submissionID: string) =>
  request<{ sent: number }>('/api/email/spatial-data-submit', MESSAGES.mailSubmit, {
    method: 'POST',
    body: { submissionID },
  });

/**
 * A failed upload: the server's message, and the field it names ('crs' asks for a coordinate system; 'layer'
 * asks which layer of a GeoPackage, with the layers in `choices`).
 */
export class UploadError extends ApiError {
  readonly field: string | null;
  readonly choices: string[];
  constructor(status: number, detail: string | null, field: string | null, choices: string[] = []) {
    super(MESSAGES.upload, status, detail);
    this.field = field;
    this.choices = choices;
  }
}

/** The answer while the pre-flight still runs (202): the job to ask about. */
interface Checking {
  checking: { job: number; fileName: string };
}

const uploadAnswer = (status: number, body: unknown): SubmissionDetail | Checking => {
  if (status === 200 || status === 202) return body as SubmissionDetail | Checking;
  const err = (body as Partial<ErrorBody> | null)?.error;
  throw new UploadError(status, err?.message ?? null, err?.field ?? null, err?.choices);
};

/** How often the page asks whether a long pre-flight check has finished. */
export const CHECK_POLL_MS = 1_500;

/**
 * Asks until the upload's pre-flight job is done: resolves with the submission and its new report, or rejects
 * with the refusal (as the upload would have answered it). `onChecking` hears once that it is still running.
 */
async function untilChecked(
  submissionID: string,
  first: SubmissionDetail | Checking,
  onChecking: (fileName: string) => void,
): Promise<SubmissionDetail> {
  let answer = first;
  while ('checking' in answer) {
    onChecking(answer.checking.fileName);
    await new Promise((r) => setTimeout(r, CHECK_POLL_MS));
    const job = answer.checking.job;
    let res: Response;
    try {
      res = await fetch(
        `/api/spatial-data/submission/file?${new URLSearchParams({ submissionID, job: String(job) })}`,
        { headers: { Accept: 'application/json' } },
      );
    } catch {
      continue; // the connection dropped for a moment: the check goes on on the server; ask again
    }
    answer = uploadAnswer(res.status, await res.json().catch(() => null));
  }
  return answer;
}

/**
 * Uploads a file as the raw request body with progress (XMLHttpRequest: fetch has no upload progress).
 * Resolves with the submission and the new version's report; a long check answers 202 first, and this asks
 * again until the report is ready (`onChecking` says so meanwhile).
 */
export function uploadFile(
  submissionID: string,
  file: File,
  crs: CrsCode | null,
  onProgress: (fraction: number) => void,
  layer: string | null = null,
  onChecking: (fileName: string) => void = () => undefined,
): Promise<SubmissionDetail> {
  const params = new URLSearchParams({ submissionID, fileName: file.name });
  if (crs) params.set('crs', crs);
  if (layer) params.set('layer', layer);
  const sent = new Promise<SubmissionDetail | Checking>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api/spatial-data/submission/file?${params.toString()}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      try {
        resolve(uploadAnswer(xhr.status, body));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () =>
      reject(new UploadError(0, 'The connection was lost during the upload. Try again.', null));
    xhr.send(file);
  });
  return sent.then((first) => untilChecked(submissionID, first, onChecking));
}
