import type { DocumentAccessibility, DocumentTags, LibraryDocument } from '@/lib/shared/schemas/documents';

/** What a PDF that passes its automated checks carries (version 3, checked 11/27/2026). */
export const PASSING: DocumentAccessibility = {
  check: 'passes',
  checkedAt: '2026-11-27T15:00:00.000Z',
  checkVersion: 3,
  failing: [],
  review: null,
};

/** What a PDF whose check found untagged figures carries. */
export const FAILING: DocumentAccessibility = {
  check: 'fails',
  checkedAt: '2026-11-27T15:00:00.000Z',
  checkVersion: 3,
  failing: ['some pictures have no text description'],
  review: null,
};

/** A library document for tests: path under lib/, 850 KB PDF, served from /resources. */
export function libraryDoc(
  title: string,
  tags: DocumentTags,
  lastModified: string,
  accessible = false,
): LibraryDocument {
  const path = `lib/${title.toLowerCase().replace(/\W+/g, '-')}.pdf`;
  return {
    path,
    title,
    contentType: 'application/pdf',
    size: 850_000,
    lastModified,
    tags,
    accessible,
    accessibility: accessible ? PASSING : FAILING,
    href: `/resources/${path}`,
    collection: 'library',
    year: null,
  };
}
