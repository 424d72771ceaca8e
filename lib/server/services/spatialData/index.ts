/**
 * Spatial data: the layers that take submissions, drafts and uploads with their pre-flight
 * report, the review queue, reviewers' actions, publishing into a Map Explorer layer (and rolling back), and the
 * mail each step sends. Only what pages and API routes use is exported here:
 *
 * - access.ts: who may see or change a submission, and a submission's summary
 * - layers.ts: the layers that take submissions, a person's listing
 * - reading.ts: one submission, a version's features, its diff and preview (diff.ts compares)
 * - queue.ts: the reviewers' queue and its filter choices
 * - drafts.ts, uploads.ts: a submitter's drafts; uploads, their limits and pruning
 * - review.ts: the review state machine, publish and roll-back
 * - mail.ts: the mail text of each step
 */
export { getLayer, getListing, listOpenLayers } from './layers';
export {
  getSubmission,
  organizationListing,
  previewCollection,
  submissionDiff,
  versionFeatures,
} from './reading';
export { reviewFilterChoices, reviewQueue, reviewQueueOverview, type FilterChoice } from './queue';
export { createDraft, updateDraft } from './drafts';
export { uploadProgress, uploadVersion, type UploadChecking } from './uploads';
export { reviewAction, rollBack } from './review';
export { mailDraftCreated, mailSubmitted } from './mail';
