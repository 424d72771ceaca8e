/**
 * Staff publishing: the workflow and the kinds registered with it. Import from here (not from the files) so
 * every kind is registered before a route or the `content-publish` job uses one.
 *
 * - workflow.ts: the model (read its header first); reading, creating, saving, restoring and comparing records
 * - publishing.ts: publish now and unpublish, announced to every instance
 * - schedule.ts: publish later (the `content-publish` job) and cancel a schedule
 * - records.ts: what every step shares (fields, revisions, the 409 of a stale revision, the audit trail)
 * - schedulers.ts: the schedules standing in one person's name, and cancelling them with an account change
 *   (people/ imports this file directly: it imports nothing of people/, which schedule.ts does)
 * - registry.ts: the kinds the workflow knows; kinds.ts registers updates, meetings and announcements;
 *   translations.ts their translations (and the "needs translation" list)
 * - markdown.ts, markdownInPool.ts: the Markdown and link checks (in the worker pool); preview.ts: previews
 */
import './kinds';
import './translations';
// Library documents are a kind too; their files are handled by services/documents/ (uploads.ts).
import '../documents/workflow';

export { contentKind, contentKinds, genericWrite, registerContentKind, type ContentKind } from './registry';
export { parseFields, SEED_AUTHOR } from './records';
export {
  adoptPublicRows,
  contentRevision,
  createContent,
  diffContent,
  getContent,
  listContent,
  restoreContent,
  saveContent,
  type ContentAuditEntry,
  type ContentDetail,
  type ContentRecord,
  type ContentRevisionInfo,
  type ContentState,
} from './workflow';
export { publishContent, unpublishContent } from './publishing';
export {
  cancelSchedule,
  contentPublishJob,
  MAX_SCHEDULE_DAYS,
  runScheduledPublish,
  scheduleContent,
  type ScheduledPublish,
} from './schedule';
export { englishOf, translationNeeds } from './translations';
