import type { DocumentTags, LibraryDocument } from '@/lib/shared/schemas/documents';

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
    href: `/resources/${path}`,
    collection: 'library',
    year: null,
  };
}
