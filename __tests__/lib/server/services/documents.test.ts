/** @jest-environment node */
import { db } from '@/lib/server/db/knex';
import {
  DOCUMENT_SYNC_INTERVAL_MS,
  listDocuments,
  syncDocumentMirror,
} from '@/lib/server/services/documents';
import { getStorage } from '@/lib/server/storage';
import { useTempDatabase } from '../../../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

describe('documents mirror', () => {
  it('holds one row per stored document, with tags and the accessible flag', async () => {
    const docs = await listDocuments();
    const rows = await (await db())('documents').select('path', 'topic', 'accessible').orderBy('path');
    expect(rows.map((r: { path: string }) => r.path)).toEqual(docs.map((d) => d.path).sort());
    const flagged = rows.find((r: { accessible: unknown }) => Boolean(r.accessible)) as { path: string };
    expect(flagged).toBeDefined();
    // The seeded flag alone does not label a PDF for visitors: its pre-flight (queued, not run here) must pass.
    expect(docs.find((d) => d.path === flagged.path)).toMatchObject({ accessible: false });
  });

  it('follows the storage: new, changed and removed files', async () => {
    const store = getStorage();
    const tags = { topic: 'Policy', planCycle: '2022-2025', docType: 'Technical Memo' };
    await store.put('policy/test-memo.pdf', Buffer.from('%PDF-1.7\n'), {
      title: 'Test memo',
      contentType: 'application/pdf',
      tags,
      accessible: false,
    });
    const [victim] = (await store.list()).filter((d) => d.path !== 'policy/test-memo.pdf');
    await store.delete(victim.path);
    expect(await syncDocumentMirror()).toEqual({ inserted: 1, updated: 0, removed: 1 });
    await store.put('policy/test-memo.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'), {
      title: 'Test memo, revised',
      contentType: 'application/pdf',
      tags,
      accessible: false,
    });
    expect(await syncDocumentMirror()).toEqual({ inserted: 0, updated: 1, removed: 0 });
    const row = await (await db())('documents').where({ path: 'policy/test-memo.pdf' }).first();
    expect(row.title).toBe('Test memo, revised');
    expect(await syncDocumentMirror()).toEqual({ inserted: 0, updated: 0, removed: 0 });
  });

  it('is what the library lists: a row is listed as it stands until the next sync', async () => {
    const realNow = Date.now.bind(Date);
    let shift = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
    try {
      await listDocuments(); // the first read syncs; the next minute reads the table only
      await (
        await db()
      )('documents').insert({
        path: 'policy/row-only.pdf',
        title: 'A row with no file',
        content_type: 'application/pdf',
        size: 9,
        topic: 'Policy',
        plan_cycle: 'Current',
        doc_type: 'Memo',
        accessible: false,
        updated_at: '2026-11-23T08:00:00.000Z',
      });
      expect((await listDocuments()).find((d) => d.path === 'policy/row-only.pdf')).toMatchObject({
        title: 'A row with no file',
        size: 9,
        lastModified: '2026-11-23T08:00:00.000Z',
        tags: { topic: 'Policy', planCycle: 'Current', docType: 'Memo' },
        accessible: false,
        href: '/resources/policy/row-only.pdf',
      });
      shift += DOCUMENT_SYNC_INTERVAL_MS;
      expect((await listDocuments()).map((d) => d.path)).not.toContain('policy/row-only.pdf');
    } finally {
      jest.restoreAllMocks();
    }
  });
});
