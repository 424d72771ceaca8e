import { PDFDocument, PDFName } from 'pdf-lib';
import {
  isSeededAccessible as isAccessibleDocument,
  SEEDED_ACCESSIBLE_DOCUMENTS as ACCESSIBLE_DOCUMENTS,
} from '@/lib/server/documents/reference/accessible';
import { HttpError } from '@/lib/shared/errors';
import {
  ILLUSTRATIVE_NOTE,
  LIBRARY_AUTHOR,
  LIBRARY_DOCUMENTS,
  LIBRARY_LINKS,
  seedDocumentLibrary,
} from '@/lib/server/documents/reference';
import type { DocumentMeta, DocumentStorage } from '@/lib/server/storage/types';

/** Reads a document stream to the end. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export const SAMPLE_META: DocumentMeta = {
  title: 'Résumé – Route 29 & I-64 study @ Charlottesville',
  contentType: 'application/pdf',
  tags: { topic: 'Risk & Opportunity', planCycle: 'user@example 2024', docType: 'Technical Memo' },
  accessible: true,
};

export const BAD_PATHS = [
  '../etc/passwd',
  'policy/../../secret.pdf',
  '/etc/passwd',
  'policy\\guide.pdf',
  'policy//guide.pdf',
  'policy/',
  'Policy/Guide.pdf',
  'policy/guide 1.pdf',
  'policy/.hidden.pdf',
  '_library/links.json',
  'policy/guide.pdf.meta.json',
  '',
  `${'a'.repeat(397)}.pdf`,
];

async function expect400(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).status).toBe(400);
}

/**
 * The behaviours every DocumentStorage backend must share. `fresh(name)` returns an empty,
 * isolated storage (a new folder or container) for each case.
 */
export function describeStorageContract(fresh: (name: string) => Promise<DocumentStorage>) {
  it('round-trips a document: put, list and get keep bytes, metadata and tags', async () => {
    const storage = await fresh('roundtrip');
    const data = Buffer.from('%PDF-1.7\nnot really a pdf, but bytes are bytes\n');
    const stored = await storage.put('tests/sample-report.pdf', data, SAMPLE_META);
    expect(stored).toMatchObject({ path: 'tests/sample-report.pdf', size: data.length, ...SAMPLE_META });
    expect(Number.isNaN(Date.parse(stored.lastModified))).toBe(false);

    const listed = await storage.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ path: 'tests/sample-report.pdf', size: data.length, ...SAMPLE_META });

    const got = await storage.get('tests/sample-report.pdf');
    expect(got?.document).toMatchObject({ size: data.length, ...SAMPLE_META });
    expect((await readAll(got!.stream)).equals(data)).toBe(true);
  });

  it('replaces a document in place and deletes it', async () => {
    const storage = await fresh('replace');
    await storage.put('a/doc.pdf', Buffer.from('one'), SAMPLE_META);
    await storage.put('a/doc.pdf', Buffer.from('second'), {
      ...SAMPLE_META,
      title: 'New title',
      accessible: false,
    });
    const listed = await storage.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ title: 'New title', accessible: false, size: 6 });

    expect(await storage.delete('a/doc.pdf')).toBe(true);
    expect(await storage.delete('a/doc.pdf')).toBe(false);
    expect(await storage.get('a/doc.pdf')).toBeNull();
    expect(await storage.list()).toEqual([]);
  });

  it('changes a document’s metadata without its bytes (an editor’s edit), and says when it is not there', async () => {
    const storage = await fresh('setmeta');
    const data = Buffer.from('%PDF-1.7\nbytes that stay\n');
    await storage.put('b/doc.pdf', data, { ...SAMPLE_META, accessible: false });
    const changed = await storage.setMeta('b/doc.pdf', {
      ...SAMPLE_META,
      title: 'Edited title',
      tags: { ...SAMPLE_META.tags, topic: 'Freight & rail' },
      accessible: true,
    });
    expect(changed).toMatchObject({
      path: 'b/doc.pdf',
      title: 'Edited title',
      accessible: true,
      size: data.length,
    });
    const listed = await storage.list();
    expect(listed[0]).toMatchObject({
      title: 'Edited title',
      accessible: true,
      tags: { topic: 'Freight & rail' },
    });
    const got = await storage.get('b/doc.pdf');
    expect((await readAll(got!.stream)).equals(data)).toBe(true);
    expect(await storage.setMeta('b/none.pdf', SAMPLE_META)).toBeNull();
  });

  it('rejects traversal and malformed paths with a 400 on every method', async () => {
    const storage = await fresh('paths');
    for (const bad of BAD_PATHS) {
      await expect400(storage.get(bad));
      await expect400(storage.put(bad, Buffer.from('x'), SAMPLE_META));
      await expect400(storage.delete(bad));
    }
    expect(await storage.list()).toEqual([]);
  });

  it('keeps private data apart: round-trips it, never lists it, and the document path refuses its key', async () => {
    const storage = await fresh('private');
    const zip = Buffer.from('PK\u0003\u0004 not really a zip');
    await storage.putPrivate('extracts/0b0e2f4c-1111-4000-8000-000000000000.zip', zip, 'application/zip');
    expect(await storage.getPrivate('extracts/0b0e2f4c-1111-4000-8000-000000000000.zip')).toEqual(zip);
    expect((await storage.list()).map((d) => d.path)).toEqual([]);
    await expect400(storage.get('_library/private/extracts/0b0e2f4c-1111-4000-8000-000000000000.zip'));
    expect(await storage.deletePrivate('extracts/0b0e2f4c-1111-4000-8000-000000000000.zip')).toBe(true);
    expect(await storage.getPrivate('extracts/0b0e2f4c-1111-4000-8000-000000000000.zip')).toBeNull();
    expect(await storage.deletePrivate('extracts/0b0e2f4c-1111-4000-8000-000000000000.zip')).toBe(false);
    await expect(storage.putPrivate('../escape.zip', zip, 'application/zip')).rejects.toThrow(/private/);
  });

  it('stores and validates the library links', async () => {
    const storage = await fresh('links');
    expect(await storage.listLinks()).toEqual([]);
    await storage.putLinks(LIBRARY_LINKS);
    expect(await storage.listLinks()).toEqual(LIBRARY_LINKS);
    const evil = [{ ...LIBRARY_LINKS[0], url: 'javascript:alert(1)' }];
    await expect(storage.putLinks(evil)).rejects.toThrow();
    expect(await storage.list()).toEqual([]); // the links file is not a document
  });

  it('seeds the library idempotently, with valid PDFs and allow-listed accessibility', async () => {
    const storage = await fresh('seed');
    const total = LIBRARY_DOCUMENTS.length;
    expect(total).toBeGreaterThanOrEqual(16);
    expect(total).toBeLessThanOrEqual(22);

    expect(await seedDocumentLibrary(storage)).toEqual({ created: total, existing: 0 });

    // An edited document is never overwritten by a later seed.
    const keep = 'policy/vtrans-policy-guide-v6.pdf';
    await storage.put(keep, Buffer.from('edited'), { ...SAMPLE_META, title: 'Edited by staff' });
    expect(await seedDocumentLibrary(storage)).toEqual({ created: 0, existing: total });

    const docs = await storage.list();
    expect(docs).toHaveLength(total);
    expect(docs.find((d) => d.path === keep)?.title).toBe('Edited by staff');
    for (const doc of docs.filter((d) => d.path !== keep)) {
      expect(doc.accessible).toBe(isAccessibleDocument(doc.path));
      expect(doc.contentType).toBe('application/pdf');
      expect(doc.tags.topic && doc.tags.planCycle && doc.tags.docType).toBeTruthy();
    }
    const accessible = docs.filter((d) => d.accessible && d.path !== keep).map((d) => `/resources/${d.path}`);
    expect(accessible.sort()).toEqual([...ACCESSIBLE_DOCUMENTS].sort());
    expect((await storage.listLinks()).length).toBeGreaterThanOrEqual(8);

    const entry = LIBRARY_DOCUMENTS.find((e) => e.path === 'gap-ta/gap-ta-program-guidance-fy25.pdf')!;
    const pdf = await PDFDocument.load(await readAll((await storage.get(entry.path))!.stream), {
      updateMetadata: false,
    });
    expect(pdf.getTitle()).toBe(entry.title);
    expect(pdf.getAuthor()).toBe(LIBRARY_AUTHOR);
    expect(pdf.getSubject()).toBe(entry.subject);
    expect(String(pdf.catalog.get(PDFName.of('Lang')))).toContain('en-US');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);

    const newsletter = docs.find((d) => d.tags.docType === 'Newsletter')!;
    const issue = await PDFDocument.load(await readAll((await storage.get(newsletter.path))!.stream));
    expect(issue.getSubject()).toContain(ILLUSTRATIVE_NOTE);
  });
}
