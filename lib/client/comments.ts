import type {
  CommentInput,
  CommentStatus,
  CommentTemplate,
  FlagReason,
  InteractionType,
  PublicComment,
} from '@/lib/shared/schemas/comments';
import { request, type QueryValue } from './request';

/** SPEC §8 does not show the comment and email messages; these say what failed in plain words. */
export const COMMENTS_FAILURE = 'Failed to fetch comments';
export const COMMENT_SEND_FAILURE = 'Your comment could not be sent';
export const INTERACTION_FAILURE = 'That could not be saved';
export const STAFF_FAILURE = 'The change could not be saved';
export const MAIL_FAILURE = 'The email could not be sent';

/** GET /api/comment/get-all-comments. */
export const getAllComments = (query: Record<string, QueryValue> = {}) =>
  request<PublicComment[]>('/api/comment/get-all-comments', COMMENTS_FAILURE, { query });

/** GET /api/comment/get-comment?id= (null when it is not published). */
export const getComment = (id: number) =>
  request<PublicComment | null>('/api/comment/get-comment', COMMENTS_FAILURE, {
    query: { id },
    nullOn: [404],
  });

export interface SimilarComment {
  id: number;
  distanceM: number;
  similarity: number;
  comment: string;
  category: string;
}
/** GET /api/comment/similar-comments: published comments near the marked place. */
export const getSimilarComments = (query: {
  latitude: number;
  longitude: number;
  category?: string;
  text?: string;
}) => request<SimilarComment[]>('/api/comment/similar-comments', COMMENTS_FAILURE, { query });

/** POST /api/comment/insert-comment. */
export const insertComment = (body: CommentInput) =>
  request<{ id: number; status: CommentStatus; held: string[] }>(
    '/api/comment/insert-comment',
    COMMENT_SEND_FAILURE,
    { method: 'POST', body },
  );

/** GET /api/comment/visitor: makes sure the browser holds the visitor cookie the site issues (flags need it). */
export const ensureVisitor = () => request<{ ready: true }>('/api/comment/visitor', INTERACTION_FAILURE);

/**
 * POST /api/comment/insert-comment-interaction. A flag first makes sure the browser holds a visitor cookie the
 * site issued (the server refuses a flag without one); agreeing gets one from its own answer.
 */
export async function insertInteraction(id: number, type: InteractionType, reason?: FlagReason) {
  if (type === 'flag') await ensureVisitor();
  return request<{ id: number; type: InteractionType; count: number; held: boolean }>(
    '/api/comment/insert-comment-interaction',
    INTERACTION_FAILURE,
    { method: 'POST', body: { id, type, ...(reason ? { reason } : {}) } },
  );
}

/** POST /api/comment/delete-comment-interaction. */
export const deleteInteraction = (id: number, type: InteractionType) =>
  request<{ id: number; type: InteractionType; count: number }>(
    '/api/comment/delete-comment-interaction',
    INTERACTION_FAILURE,
    { method: 'POST', body: { id, type } },
  );

/** POST /api/comment/update-comment-response-and-category (reviewers). */
export const respondToComment = (body: { id: number; response: string; category: string }) =>
  request<{ id: number; respondedAt: string; mailQueued: boolean }>(
    '/api/comment/update-comment-response-and-category',
    STAFF_FAILURE,
    {
      method: 'POST',
      body,
    },
  );

/** POST /api/comment/moderate-comment (reviewers). */
export const moderateComment = (body: { id: number; action: 'approve' | 'hide'; note?: string }) =>
  request<{ id: number; status: CommentStatus; noteQueued: boolean; responseQueued: boolean }>(
    '/api/comment/moderate-comment',
    STAFF_FAILURE,
    { method: 'POST', body },
  );

/** POST /api/comment/templates (reviewers). */
export const saveTemplate = (body: { title: string; body: string }) =>
  request<CommentTemplate>('/api/comment/templates', STAFF_FAILURE, { method: 'POST', body });

/** POST /api/email/comment-response (reviewers). */
export const mailCommentResponse = (id: number) =>
  request<{ id: number; sent: true }>('/api/email/comment-response', MAIL_FAILURE, {
    method: 'POST',
    body: { id },
  });

/** POST /api/email/comment-alert (reviewers). */
export const mailCommentAlert = () =>
  request<{ comments: number; recipients: number; digest: boolean }>(
    '/api/email/comment-alert',
    MAIL_FAILURE,
    {
      method: 'POST',
      body: {},
    },
  );
