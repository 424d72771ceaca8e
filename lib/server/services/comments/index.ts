/**
 * Map comments: what the public reads (reading.ts), what a visitor does (posting.ts: a comment, an
 * agree, a flag), what reviewers do (moderation.ts), the export (export.ts) and the mail (mail.ts); audit.ts
 * holds the audit trail they all write. Only what pages and API routes use is exported here.
 */
export { getApproved, listApproved, similarNearby } from './reading';
export { addInteraction, removeInteraction, submitComment } from './posting';
export { listTemplates, moderate, respond, saveTemplate, staffQueue } from './moderation';
export { exportComments } from './export';
export { sendCommentAlerts, sendCommentResponse } from './mail';
