/** Wire shapes of the editors' documents library (/admin/content/documents). */
import { z } from 'zod';
import '../zodConfig';
import { queryText, single } from '../common';
import type { ContentAuditEntry, ContentRevisionInfo } from '../content';
import { DOCUMENT_COLLECTIONS, type LibraryDocument } from './schemas';

export const DOCUMENT_STATUSES = ['draft', 'published', 'retired'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft (not public)',
  published: 'Published',
  retired: 'Retired (kept, not public)',
};

/** The checks of the PDF accessibility pre-flight (lib/server/documents/pdfAccessibility.ts). */
/**
 * The pre-flight's checks: the machine-checkable failure conditions of the Matterhorn Protocol 1.1 for
 * PDF/UA-1 (lib/server/documents/pdfAccessibility.ts), in the order a report lists them. The ids are stable:
 * `npm run pdf:check` prints them and stored reports keep them.
 */
export const PDF_CHECK_IDS = [
  'tagged',
  'content',
  'language',
  'title',
  'pdfua-id',
  'fonts',
  'figures',
  'headings',
  'tables',
  'annotations',
  'links',
  'notes',
  'optional-content',
  'embedded-files',
  'xfa',
  'permissions',
] as const;
export type PdfCheckId = (typeof PDF_CHECK_IDS)[number];

/**
 * What a check found: it passes, it fails, or it is not applicable (the file has nothing it looks at: no tagged
 * figures, headings, tables, annotations, links or text). Not applicable is never shown as "Passes".
 */
export const PDF_FINDING_STATUSES = ['passes', 'fails', 'not-applicable'] as const;
export type PdfFindingStatus = (typeof PDF_FINDING_STATUSES)[number];
export const PDF_FINDING_STATUS_LABELS: Record<PdfFindingStatus, string> = {
  passes: 'Passes',
  fails: 'Fix',
  'not-applicable': 'Not applicable',
};

export interface PdfFinding {
  id: PdfCheckId;
  /** Absent in reports made before PDF_CHECK_VERSION 3 (read them with `findingStatus`). */
  status?: PdfFindingStatus;
  /** False only when the check fails (a check with nothing to check does not fail). */
  ok: boolean;
  /** What was found, in a sentence for an editor. */
  message: string;
  /** What to do when not ok. */
  fix?: string;
  /** The pages (1-based) where it fails, when the check can tell. */
  pages?: number[];
  /** The Matterhorn failure conditions that failed (e.g. "28-008"), from PDF_CHECK_VERSION 4. */
  rules?: string[];
}

export interface PdfReport {
  pages: number;
  findings: PdfFinding[];
  /** Every check passed: the verdict the visitors' "Accessible PDF" label and the ADA notice follow. */
  passed: boolean;
  /** Which set of checks made it: reports from before PDF_CHECK_VERSION are checked again. */
  version?: number;
}

/**
 * The version of the pre-flight's checks (2: Matterhorn 1.1; 3: "not applicable" findings, decoding bounded as
 * it reads; 4: the rule table, with list, table, note, layer, attachment, form field, tab order and font rules;
 * 5: the embedded font programs read: CharSet and CIDSet of subsets, glyph widths, .notdef; reports without one
 * had six heuristics).
 */
export const PDF_CHECK_VERSION = 5;

/** A finding's status, also for reports stored before statuses (passing or failing only). */
export const findingStatus = (f: PdfFinding): PdfFindingStatus => f.status ?? (f.ok ? 'passes' : 'fails');

export const PDF_CHECK_LABELS: Record<PdfCheckId, string> = {
  tagged: 'Tags (reading order)',
  content: 'Content tagged or artifact',
  language: 'Document language',
  title: 'Document title',
  'pdfua-id': 'PDF/UA identifier',
  fonts: 'Fonts embedded, with Unicode',
  figures: 'Figure descriptions',
  headings: 'Headings in order',
  tables: 'Table header cells',
  annotations: 'Annotations tagged',
  links: 'Links tagged and described',
  notes: 'Notes identified',
  'optional-content': 'Layers named',
  'embedded-files': 'Attached files named',
  xfa: 'No XFA form',
  permissions: 'Screen readers allowed',
};

/**
 * Each failing check in plain words for visitors ("May not be fully accessible: …"): what a reader of the file
 * meets, not what an author does.
 */
export const PDF_CHECK_PLAIN: Record<PdfCheckId, string> = {
  tagged: 'it has no tags giving screen readers its structure and reading order',
  content: 'some of its content is neither tagged nor marked as decoration',
  language: 'its language is not declared',
  title: 'it does not show its title',
  'pdfua-id': 'it does not declare itself a PDF/UA document',
  fonts: 'some text may be read aloud wrongly (fonts not embedded or without Unicode)',
  figures: 'some pictures have no text description',
  headings: 'its headings skip levels',
  tables: 'some tables have no header cells',
  annotations: 'some comments or form fields are not tagged',
  links: 'some links are not tagged or described',
  notes: 'some footnotes or endnotes cannot be told apart',
  'optional-content': 'some layers have no name',
  'embedded-files': 'some attached files have no file name',
  xfa: 'it is a dynamic XFA form',
  permissions: 'its security settings keep screen readers out',
};

/**
 * The Matterhorn Protocol 1.1 checkpoint each check belongs to: the editor's report is grouped by it, in this
 * order. Titles as the protocol names them.
 */
export const PDF_CHECKPOINTS: ReadonlyArray<{ number: string; title: string; ids: readonly PdfCheckId[] }> = [
  { number: '01', title: 'Real content tagged', ids: ['tagged', 'content'] },
  { number: '06', title: 'Metadata', ids: ['title', 'pdfua-id'] },
  { number: '11', title: 'Declared natural language', ids: ['language'] },
  { number: '13', title: 'Graphics', ids: ['figures'] },
  { number: '14', title: 'Headings', ids: ['headings'] },
  { number: '15', title: 'Tables', ids: ['tables'] },
  { number: '19', title: 'Notes and references', ids: ['notes'] },
  { number: '20', title: 'Optional content', ids: ['optional-content'] },
  { number: '21', title: 'Embedded files', ids: ['embedded-files'] },
  { number: '25', title: 'XFA', ids: ['xfa'] },
  { number: '26', title: 'Security', ids: ['permissions'] },
  { number: '28', title: 'Annotations', ids: ['annotations', 'links'] },
  { number: '31', title: 'Fonts', ids: ['fonts'] },
];

/** Published guidance on making an accessible PDF in the tools staff use (linked beside every failing check). */
export const PDF_GUIDANCE: ReadonlyArray<{ tool: string; title: string; href: string }> = [
  {
    tool: 'Word',
    title: 'Microsoft: Make your Word documents accessible to people with disabilities',
    href: 'https://support.microsoft.com/en-us/office/make-your-word-documents-accessible-to-people-with-disabilities-d9bf3683-87ac-47ea-b91a-78dcacb3c66d',
  },
  {
    tool: 'InDesign',
    title: 'Adobe: Create accessible PDFs with InDesign',
    href: 'https://helpx.adobe.com/indesign/using/creating-accessible-pdfs.html',
  },
  {
    tool: 'Acrobat',
    title: 'Adobe: Create and verify PDF accessibility (Acrobat Pro)',
    href: 'https://helpx.adobe.com/acrobat/using/create-verify-pdf-accessibility.html',
  },
];

/** A person's review of a document's file as editors see it: who, when, what they checked. */
export interface DocumentReview {
  by: string;
  at: string;
  what: string;
}

/** POST /api/admin/documents/review: record that a person checked the current file, and what they checked. */
export const ReviewDocumentBody = z.object({
  path: z.string().min(1).max(400),
  what: z
    .string()
    .trim()
    .min(10, {
      error: 'Say what you checked (at least 10 characters), e.g. "Reading order and alt text in NVDA".',
    })
    .max(1000, { error: 'What you checked is at most 1,000 characters.' }),
});
export type ReviewDocumentBody = z.infer<typeof ReviewDocumentBody>;

/** Where a PDF's pre-flight stands: queued or running, done (with its report), or failed (with why). */
export interface DocumentCheck {
  status: 'pending' | 'done' | 'failed';
  report: PdfReport | null;
  /** Why the check could not finish (a damaged file, too slow). */
  error: string | null;
  checkedAt: string | null;
}

/** A document as editors see it: every status, its revision (for saves) and its PDF check. */
export interface ManagedDocument extends LibraryDocument {
  status: DocumentStatus;
  /** The current revision of its metadata (the publishing workflow's): every save names the one it read. */
  revision: number;
  /** Its record in the publishing workflow (kind 'document'), once an editor has opened it. */
  recordId: number | null;
  /** When a scheduled publish of a draft will run (the workflow's job), or null. */
  scheduledAt: string | null;
  changedAt: string | null;
  /** Null for files that are not PDFs. */
  check: DocumentCheck | null;
  /** The review a person recorded for the current file (who, when, what), or null. */
  review: DocumentReview | null;
}

export interface DocumentEvent {
  action: string;
  detail: string;
  at: string;
  /** The editor's email, or null for the system (a file placed in the storage directly). */
  by: string | null;
}

export interface DocumentDetail {
  document: ManagedDocument;
  events: DocumentEvent[];
  /** The workflow's revisions of the metadata (who, when) and its audit trail. */
  revisions: ContentRevisionInfo[];
  audit: ContentAuditEntry[];
}

const currentYear = () => new Date().getUTCFullYear();

const tagText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `The ${what} is at most ${max} characters.` });

/** Title, collection, year and tags: what an editor gives with an upload and may change later. */
export const DocumentMetadata = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'Give the document a title.' })
    .max(300, { error: 'The title is at most 300 characters.' }),
  collection: z.enum(DOCUMENT_COLLECTIONS, {
    error: `Choose a collection: ${DOCUMENT_COLLECTIONS.join(', ')}.`,
  }),
  year: z.coerce
    .number({ error: 'The year is a four-digit year, such as 2025.' })
    .int({ error: 'The year is a four-digit year, such as 2025.' })
    .min(1950, { error: 'The year is 1950 or later.' })
    .refine((y) => y <= currentYear() + 1, { error: 'The year cannot be more than a year ahead.' }),
  topic: tagText(80, 'topic'),
  planCycle: tagText(40, 'plan cycle'),
  docType: tagText(60, 'document type'),
});
export type DocumentMetadata = z.infer<typeof DocumentMetadata>;

const FileName = z
  .string()
  .trim()
  .min(1, { error: 'Name the file (fileName).' })
  .max(255, { error: 'The file name is at most 255 characters.' });

/** POST /api/admin/documents?…: the metadata in the address, the file as the raw body. */
export const UploadDocumentQuery = z.object({
  fileName: single(FileName),
  title: single(DocumentMetadata.shape.title),
  collection: single(DocumentMetadata.shape.collection),
  year: single(DocumentMetadata.shape.year),
  topic: single(DocumentMetadata.shape.topic.optional().default('')),
  planCycle: single(DocumentMetadata.shape.planCycle.optional().default('')),
  docType: single(DocumentMetadata.shape.docType.optional().default('')),
});

const DocPath = z.string().min(1).max(400);
const Revision = z.coerce.number().int().positive();

export const DocumentPathQuery = z.object({ path: single(DocPath) });

/** PUT /api/admin/documents/file?path=&revision=&fileName=: a new file for the same address. */
export const ReplaceDocumentQuery = z.object({
  path: single(DocPath),
  revision: single(Revision),
  fileName: single(FileName),
});

/** PATCH /api/admin/documents/item: new metadata and the accessible flag, from the revision the editor read. */
export const UpdateDocumentBody = DocumentMetadata.extend({
  path: DocPath,
  revision: Revision,
  /** The old hand-set flag: kept with the file, but the label follows the check and recorded reviews. */
  accessible: z.boolean().optional(),
});
export type UpdateDocumentBody = z.infer<typeof UpdateDocumentBody>;

export const DOCUMENT_ACTIONS = ['publish', 'retire', 'restore', 'revert'] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/**
 * POST /api/admin/documents/status: publish a draft, retire a published file, restore a retired one, or revert
 * the metadata to an older revision (`from`).
 */
export const DocumentStatusBody = z
  .object({
    path: DocPath,
    revision: Revision,
    action: z.enum(DOCUMENT_ACTIONS, { error: `The action is one of ${DOCUMENT_ACTIONS.join(', ')}.` }),
    from: Revision.optional(),
  })
  .refine((b) => b.action !== 'revert' || b.from !== undefined, {
    error: 'Name the revision to go back to (from).',
    path: ['from'],
  });

/** The metadata as the publishing workflow keeps it in each revision of a document. */
export const DocumentFields = z.object({
  path: DocPath,
  title: DocumentMetadata.shape.title,
  collection: DocumentMetadata.shape.collection,
  year: z.number().int().nullable(),
  topic: DocumentMetadata.shape.topic,
  planCycle: DocumentMetadata.shape.planCycle,
  docType: DocumentMetadata.shape.docType,
  accessible: z.boolean(),
});
export type DocumentFields = z.infer<typeof DocumentFields>;
export type DocumentStatusBody = z.infer<typeof DocumentStatusBody>;

/** /admin/content/documents/document's query: the document's path in the library. */
export const DocumentPageQuery = z.object({ path: queryText(z.string().max(400)) });
