import type { SearchSource } from '@/lib/shared/schemas/search';
import { usDateMs } from './text';

/** One searchable unit (a page, an update, one page of a PDF, a dataset…). */
export interface SearchRecord {
  id: string;
  source: SearchSource;
  type: string;
  title: string;
  /** Section headings, space separated (boost 2). */
  headings: string;
  body: string;
  /** Tags / keywords, space separated (boost 2). */
  tags: string;
  tagList: string[];
  url: string;
  /** MM/DD/YYYY or null. */
  date: string | null;
  /** PDF page of this record, for document pages. */
  pageNumber: number | null;
  /** Records with the same group appear once in results (the pages of one PDF). */
  group: string;
}

type Draft = Omit<SearchRecord, 'headings' | 'tags' | 'tagList' | 'date' | 'pageNumber' | 'group'> &
  Partial<Pick<SearchRecord, 'headings' | 'date' | 'pageNumber' | 'group'>> & { tagList?: string[] };

export const record = (d: Draft): SearchRecord => ({
  headings: '',
  date: null,
  pageNumber: null,
  group: d.id,
  ...d,
  tagList: d.tagList ?? [],
  tags: (d.tagList ?? []).join(' '),
});

/** Epoch ms of a record's date, for the recency tie-break. */
export const recordTime = (r: SearchRecord): number | null => usDateMs(r.date);
