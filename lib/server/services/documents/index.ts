/**
 * Documents: the library's files in the document store, the public listings and downloads, what editors do
 * (upload, replace, details, publish, retire, restore) and the PDF accessibility check. Only what pages, API
 * routes, scripts and tests use is exported here:
 *
 * - mirror.ts: the documents table kept in step with the storage; the public listings, tags, links and files
 * - library.ts: the editors' library: the list, one document with its history, an editor's copy of a file, and
 *   what uploads.ts and editing.ts share (the editor role, the audit line, the workflow record)
 * - uploads.ts: a new file as a draft (sniffed, named by the server), a new file at the same address
 * - editing.ts: details, publish, retire, restore and revert
 * - review.ts: a person's review of the current file (who, when, what), what "checked by a person" rests on
 * - workflow.ts: documents as a kind of the publishing workflow (revisions of their details; registered by
 *   services/content/index.ts)
 * - check.ts: the PDF accessibility check as the 'document-check' job
 *
 * The job registry imports check.ts and the search index imports mirror.ts directly: the check reads pages
 * through the search index, so going through this file would make them import each other.
 * The checks themselves (what a file is, the PDF pre-flight) are in lib/server/documents/.
 */
export {
  accessibleDocumentPaths,
  DOCUMENT_SYNC_INTERVAL_MS,
  listDocuments,
  listedDocuments,
  listLinks,
  listTags,
  openDocument,
  openPublicDocument,
  publishedDocumentTitle,
  syncDocumentMirror,
} from './mirror';
export { documentDetail, listManagedDocuments, openManagedDocument } from './library';
export { replaceDocument, uploadDocument } from './uploads';
export { changeDocumentStatus, updateDocument } from './editing';
export { reviewDocument } from './review';
