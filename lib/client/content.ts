import type { MdTree } from '@/lib/shared/markdown';
import type { ContentDetail, MarkdownProblem } from '@/lib/shared/schemas/content';
import type { FieldDiff } from '@/lib/shared/textDiff';
import { request } from './request';

/** Staff publishing: one function per call of /api/admin/content. */
export const SAVE_FAILURE = 'Your changes could not be saved';
export const PUBLISH_FAILURE = 'The publishing step could not be done';
export const DIFF_FAILURE = 'The comparison could not be loaded';
export const PREVIEW_FAILURE = 'The preview could not be made';

const base = (kind: string, id?: number) =>
  `/api/admin/content/${encodeURIComponent(kind)}${id === undefined ? '' : `/${id}`}`;

export const createContent = (kind: string, fields: Record<string, unknown>) =>
  request<ContentDetail>(base(kind), SAVE_FAILURE, { method: 'POST', body: { fields } });

export const saveContent = (
  kind: string,
  id: number,
  baseRevision: number,
  fields: Record<string, unknown>,
) => request<ContentDetail>(base(kind, id), SAVE_FAILURE, { method: 'PUT', body: { baseRevision, fields } });

export const publishContent = (kind: string, id: number, baseRevision: number) =>
  request<ContentDetail>(`${base(kind, id)}/publish`, PUBLISH_FAILURE, {
    method: 'POST',
    body: { baseRevision },
  });

export const unpublishContent = (kind: string, id: number, baseRevision: number) =>
  request<ContentDetail>(`${base(kind, id)}/publish`, PUBLISH_FAILURE, {
    method: 'DELETE',
    body: { baseRevision },
  });

/** `at` is Virginia wall time, 'YYYY-MM-DDTHH:mm'. */
export const scheduleContent = (kind: string, id: number, baseRevision: number, at: string) =>
  request<ContentDetail>(`${base(kind, id)}/schedule`, PUBLISH_FAILURE, {
    method: 'POST',
    body: { baseRevision, at },
  });

export const cancelSchedule = (kind: string, id: number, baseRevision: number) =>
  request<ContentDetail>(`${base(kind, id)}/schedule`, PUBLISH_FAILURE, {
    method: 'DELETE',
    body: { baseRevision },
  });

export const restoreContent = (kind: string, id: number, baseRevision: number, revision: number) =>
  request<ContentDetail>(`${base(kind, id)}/restore`, SAVE_FAILURE, {
    method: 'POST',
    body: { baseRevision, revision },
  });

export const diffContent = (kind: string, id: number, from: number, to: number) =>
  request<FieldDiff[]>(`${base(kind, id)}/diff`, DIFF_FAILURE, { query: { from, to } });

export const previewMarkdown = (markdown: string) =>
  request<{ tree: MdTree; problems: MarkdownProblem[] }>(
    '/api/admin/content/markdown-preview',
    PREVIEW_FAILURE,
    {
      method: 'POST',
      body: { markdown },
    },
  );
