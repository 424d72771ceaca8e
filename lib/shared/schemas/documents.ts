/** Wire shapes of the document library (GET /api/azure/documents, /tags, /links). */

export interface DocumentTags {
  topic: string;
  planCycle: string;
  docType: string;
}

export interface LibraryDocument {
  path: string;
  title: string;
  contentType: string;
  size: number;
  lastModified: string;
  tags: DocumentTags;
  accessible: boolean;
  /** Where a browser downloads it: always under /resources/ (SPEC §9). */
  href: string;
}

export interface TagCount {
  value: string;
  count: number;
}

export type TagFacets = Record<keyof DocumentTags, TagCount[]>;

export interface LibraryLink {
  title: string;
  url: string;
  description: string;
  tags: DocumentTags;
}
