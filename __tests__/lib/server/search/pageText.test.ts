/** @jest-environment node */
import { createHash } from 'node:crypto';
import { db } from '@/lib/server/db/knex';
import { runJobsNow } from '@/lib/server/runtime/jobs';
import { documentRecords } from '@/lib/server/search/documentRecords';
import { storedPdfPages } from '@/lib/server/storage/pdfPages';
import { listDocuments } from '@/lib/server/services/documents';
import { getStorage } from '@/lib/server/storage';
import { useTempDatabase } from '../../../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 60_000);
afterAll(() => cleanup());

const queuedTextJobs = async () =>
  (await (await db())('jobs').where({ kind: 'search-text', status: 'queued' })).length;

describe("the library's PDF text, extracted once by a queue job for every instance", () => {
  it('is read in-process and queued while not stored, then stored by the job and read from the store', async () => {
    const pdfs = (await listDocuments()).filter((d) => d.contentType === 'application/pdf');
    expect(pdfs.length).toBeGreaterThan(5);
    expect(await storedPdfPages(pdfs[0]!.path, pdfs[0]!.lastModified)).toBeNull();

    const before = await documentRecords();
    expect(before.some((r) => r.pageNumber === 1 && r.body.length > 20)).toBe(true); // read here meanwhile
    expect(await queuedTextJobs()).toBe(1);
    await documentRecords(); // a second build queues no second job
    expect(await queuedTextJobs()).toBe(1);

    await runJobsNow();
    expect(await queuedTextJobs()).toBe(0);
    for (const d of pdfs) {
      const pages = await storedPdfPages(d.path, d.lastModified);
      expect(pages).not.toBeNull();
    }
    // The same records come from the stored text as from reading the PDFs.
    const after = await documentRecords();
    expect(after.map((r) => [r.id, r.body])).toEqual(before.map((r) => [r.id, r.body]));
    expect(await queuedTextJobs()).toBe(0);

    // Proof the store is what is read: a marker written into one stored file shows up in the records.
    const d = pdfs[0]!;
    const key = `search/pages/${createHash('sha256').update(d.path).digest('hex')}.json`;
    await getStorage().putPrivate(
      key,
      Buffer.from(
        JSON.stringify({ path: d.path, lastModified: d.lastModified, pages: ['zebrafish ladder'] }),
      ),
      'application/json',
    );
    const marked = await documentRecords();
    expect(marked.find((r) => r.id === `doc:${d.path}#1`)?.body).toBe('zebrafish ladder');
    // Text stored for an older version of the file is not used.
    expect(await storedPdfPages(d.path, '2001-01-01T00:00:00.000Z')).toBeNull();
  }, 60_000);
});
