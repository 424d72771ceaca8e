import type {
  DocumentAction,
  DocumentDetail,
  DocumentMetadata,
  UpdateDocumentBody,
} from '@/lib/shared/schemas/documents/editing';
import { ApiError, NO_CONNECTION, request, withQuery } from './request';

/** Browser calls of the editors' documents library; a failure carries the server's sentence. */
const BASE = '/api/admin/documents';

export const getDocumentDetail = (path: string) =>
  request<DocumentDetail>(`${BASE}/item`, 'The document could not be loaded.', { query: { path } });

export const updateDocument = (body: UpdateDocumentBody) =>
  request<DocumentDetail>(`${BASE}/item`, 'The changes could not be saved.', { method: 'PATCH', body });

export const changeDocumentStatus = (path: string, revision: number, action: DocumentAction, from?: number) =>
  request<DocumentDetail>(`${BASE}/status`, 'The document could not be changed.', {
    method: 'POST',
    body: { path, revision, action, from },
  });

/** Records that a person checked the current file, and what they checked. */
export const reviewDocument = (path: string, what: string) =>
  request<DocumentDetail>(`${BASE}/review`, 'The review could not be recorded.', {
    method: 'POST',
    body: { path, what },
  });

/** The editor's copy of a document (a draft too). */
export const documentCopyHref = (path: string) => withQuery(`${BASE}/file`, { path });

async function sendFile(url: string, method: 'POST' | 'PUT', file: File): Promise<DocumentDetail> {
  let res: Response;
  try {
    res = await fetch(url, { method, headers: { 'Content-Type': 'application/octet-stream' }, body: file });
  } catch {
    throw new ApiError('The file could not be uploaded.', 0, NO_CONNECTION);
  }
  const body = (await res.json().catch(() => null)) as
    (DocumentDetail & { error?: { message: string } }) | null;
  if (res.status !== 200 && res.status !== 201) {
    throw new ApiError('The file could not be uploaded.', res.status, body?.error?.message ?? null);
  }
  return body as DocumentDetail;
}

/** A new document (a draft) with its metadata; the server names the file. */
export const uploadDocument = (file: File, meta: DocumentMetadata) =>
  sendFile(withQuery(BASE, { fileName: file.name, ...meta }), 'POST', file);

/** A new file at the same address. */
export const replaceDocumentFile = (path: string, revision: number, file: File) =>
  sendFile(withQuery(`${BASE}/file`, { path, revision, fileName: file.name }), 'PUT', file);
