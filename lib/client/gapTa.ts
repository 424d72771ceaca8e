import type {
  Application,
  Cycle,
  CycleInput,
  ReviewActionInput,
  SaveApplicationInput,
  ScoreInput,
  StudyAreaInput,
} from '@/lib/shared/schemas/gapTaApplications';
import { ApiError, NO_CONNECTION, request } from './request';

/** Browser calls of GAP-TA applications; a failure carries the server's sentence as its detail. */
const base = (id: string) => `/api/gap-ta/applications/${encodeURIComponent(id)}`;
/** Staff-only calls live under the staff API path. */
const staffBase = (id: string) => `/api/admin/gap-ta-applications/${encodeURIComponent(id)}`;

export const createApplication = (cycleId: number, component: number) =>
  request<Application>('/api/gap-ta/applications', 'The application could not be started.', {
    method: 'POST',
    body: { cycleId, component },
  });

export const saveApplication = (id: string, body: SaveApplicationInput) =>
  request<Application>(base(id), 'The application could not be saved.', { method: 'PATCH', body });

export const setStudyArea = (id: string, body: StudyAreaInput) =>
  request<Application>(`${base(id)}/study-area`, 'The study area could not be saved.', {
    method: 'PUT',
    body,
  });

export const submitApplication = (id: string) =>
  request<Application>(`${base(id)}/submit`, 'The application could not be sent.', { method: 'POST' });

export const answerClarification = (id: string, answer: string) =>
  request<Application>(`${base(id)}/clarification`, 'The answer could not be sent.', {
    method: 'POST',
    body: { answer },
  });

/** Takes the PDF chosen for an answer off it, before the answer is sent. */
export const removeClarificationFile = (id: string) =>
  request<Application>(`${base(id)}/clarification-file`, 'The file could not be removed.', {
    method: 'DELETE',
  });

/** The file sent with one answer (its step in the history). */
export const clarificationFileHref = (id: string, event: number) =>
  `${base(id)}/clarification-file?file=${event}`;

export const withdrawApplication = (id: string, reason: string) =>
  request<Application>(`${base(id)}/withdraw`, 'The application could not be withdrawn.', {
    method: 'POST',
    body: { reason },
  });

export const reviewAction = (id: string, body: ReviewActionInput) =>
  request<Application>(`${staffBase(id)}/status`, 'The action could not be recorded.', {
    method: 'POST',
    body,
  });

export const saveScore = (id: string, body: ScoreInput) =>
  request<Application>(`${staffBase(id)}/score`, 'The score could not be saved.', { method: 'PUT', body });

export const createCycle = (body: CycleInput) =>
  request<Cycle>('/api/admin/gap-ta-cycles', 'The cycle could not be created.', { method: 'POST', body });

export const updateCycle = (id: number, body: CycleInput) =>
  request<Cycle>(`/api/admin/gap-ta-cycles/${id}`, 'The cycle could not be changed.', {
    method: 'PATCH',
    body,
  });

/** Sends a file as the raw body (the letter of support, a study-area file, or a PDF for an answer). */
export async function uploadApplicationFile(
  id: string,
  what: 'letter' | 'study-area-file' | 'clarification-file',
  file: File,
): Promise<Application> {
  const url = `${base(id)}/${what}?fileName=${encodeURIComponent(file.name)}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError('The file could not be uploaded.', 0, NO_CONNECTION);
  }
  const body = (await res.json().catch(() => null)) as (Application & { error?: { message: string } }) | null;
  if (res.status !== 200) {
    throw new ApiError('The file could not be uploaded.', res.status, body?.error?.message ?? null);
  }
  return body as Application;
}

export const pdfHref = (id: string) => `${base(id)}/pdf`;
export const letterHref = (id: string) => `${base(id)}/letter`;
export const exportHref = (cycleId: number) => `/api/admin/gap-ta-applications/export?cycle=${cycleId}`;
export const packetsHref = (cycleId: number) => `/api/admin/gap-ta-applications/packets?cycle=${cycleId}`;
