import type { CrsCode } from '@/lib/shared/spatialData';
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

/**
 * Uploads a file as the raw request body with progress (XMLHttpRequest: fetch has no upload progress).
 * Resolves with the submission and the new version's report.
 */
export function uploadFile(
  submissionID: string,
  file: File,
  crs: CrsCode | null,
  onProgress: (fraction: number) => void,
  layer: string | null = null,
): Promise<SubmissionDetail> {
  const params = new URLSearchParams({ submissionID, fileName: file.name });
  if (crs) params.set('crs', crs);
  if (layer) params.set('layer', layer);
  return new Promise((resolve, reject) => {
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
      if (xhr.status === 200) resolve(body as SubmissionDetail);
      else {
        const err = (body as Partial<ErrorBody> | null)?.error;
        reject(new UploadError(xhr.status, err?.message ?? null, err?.field ?? null, err?.choices));
      }
    };
    xhr.onerror = () =>
      reject(new UploadError(0, 'The connection was lost during the upload. Try again.', null));
    xhr.send(file);
  });
}
