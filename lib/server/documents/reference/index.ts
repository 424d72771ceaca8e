/**
 * The reference library: the plan's reference documents (policy guides, program guidance, the archive,
 * newsletters) and external links that a fresh storage is filled with. Production code reads it too: a
 * reference document's issue year joins its row when the documents table is synced, whatever the storage.
 *
 * - library.ts: the catalogue, each document's issue year, and filling a storage with the generated PDFs
 *   (lib/server/pdf/document.ts makes them) and the links; the embedded setup does so on first use
 * - catalog/: the entries by collection (policy, programs and GAP-TA, archive and newsletters) and the links
 * - accessible.ts: the documents whose accessible flag starts set (SPEC §9's allow-list); an editor's flag
 *   rules after that. Relative imports only: the e2e specs import it without the @/ alias
 */
export {
  ILLUSTRATIVE_NOTE,
  LIBRARY_AUTHOR,
  LIBRARY_DOCUMENTS,
  LIBRARY_FOOTER,
  LIBRARY_LINKS,
  seedDocumentLibrary,
  seededYear,
} from './library';
export { isSeededAccessible, SEEDED_ACCESSIBLE_DOCUMENTS } from './accessible';
