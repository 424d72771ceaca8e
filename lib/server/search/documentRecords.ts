import { enqueueJob } from '@/lib/server/jobs/enqueue';
import { listedDocuments } from '@/lib/server/services/documents/mirror';
import { pdfPagesFor, searchTextJob } from './pageText';
import { record, type SearchRecord } from './searchRecord';
import { log } from '@/lib/server/log';

/** The library: one record per PDF page with text; other files (or PDFs without text) one record. */
export async function documentRecords(): Promise<SearchRecord[]> {
  const docs = await listedDocuments();
  // A PDF without stored text is read here; the 'search-text' job then stores it for every instance.
  let missing = false;
  const onMissing = () => (missing = true);
  const perDoc = await Promise.all(
    docs.map(async (d): Promise<SearchRecord[]> => {
      const tagList = [d.tags.topic, d.tags.planCycle, d.tags.docType].filter(Boolean);
      const base = {
        source: 'documents' as const,
        type: 'PDF',
        title: d.title,
        tagList,
        group: `doc:${d.path}`,
      };
      let pages: string[] = [];
      if (d.contentType === 'application/pdf') {
        pages = await pdfPagesFor(d.path, d.lastModified, onMissing).catch((err: unknown) => {
          log.warn({ err, path: d.path }, 'search: no text for a document');
          return [] as string[];
        });
      }
      const withText = pages.map((text, i) => ({ text, n: i + 1 })).filter((p) => p.text.trim());
      if (withText.length === 0) {
        return [
          record({
            ...base,
            id: `doc:${d.path}`,
            type: d.contentType === 'application/pdf' ? 'PDF' : 'Document',
            body: '',
            url: d.href,
          }),
        ];
      }
      return withText.map((p) =>
        record({
          ...base,
          id: `doc:${d.path}#${p.n}`,
          body: p.text,
          url: `${d.href}#page=${p.n}`,
          pageNumber: p.n,
        }),
      );
    }),
  );
  if (missing) {
    await enqueueJob(searchTextJob, null, { once: true }).catch((err: unknown) =>
      log.warn({ err }, 'search: could not queue the text extraction'),
    );
  }
  return perDoc.flat();
}
