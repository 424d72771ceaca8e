import { listDocuments, openDocument } from '@/lib/server/services/documents';
import { cachedPdfPages } from './pdfText';
import { record, type SearchRecord } from './searchRecord';

/** The library: one record per PDF page with text; other files (or PDFs without text) one record. */
export async function documentRecords(): Promise<SearchRecord[]> {
  const docs = await listDocuments();
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
        pages = await cachedPdfPages(d.path, d.lastModified, async () => {
          const { stream } = await openDocument(d.path);
          const chunks: Buffer[] = [];
          for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
          return Buffer.concat(chunks);
        }).catch((err: unknown) => {
          console.warn(`[search] no text for ${d.path}:`, err instanceof Error ? err.message : err);
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
  return perDoc.flat();
}
