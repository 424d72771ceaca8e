/** @jest-environment node */
import { DOCUMENT_SYNC_INTERVAL_MS } from '@/lib/server/services/documents';
import { getStorage } from '@/lib/server/storage';
import * as documentsRoute from '@/pages/api/azure/documents';
import * as tagsRoute from '@/pages/api/azure/tags';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';
import { log } from '@/lib/server/log';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

/** The clock the documents service reads, moved forward by `shift` ms (the rest of the process follows it). */
let shift = 0;
const realNow = Date.now.bind(Date);
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
});
afterEach(() => jest.restoreAllMocks());
const aMinuteLater = () => {
  shift += DOCUMENT_SYNC_INTERVAL_MS + 1;
};

const PATH = 'policy/placed-out-of-band.pdf';
const listed = async () => {
  const res = await callApi(documentsRoute);
  expect(res.status).toBe(200);
  return res.json as Array<{ path: string; title: string; href: string; tags: { docType: string } }>;
};
const docTypeCount = async (value: string) => {
  const res = await callApi(tagsRoute);
  expect(res.status).toBe(200);
  const facets = res.json as { docType: Array<{ value: string; count: number }> };
  return facets.docType.find((f) => f.value === value)?.count ?? 0;
};

describe('the library list follows files placed in the storage directly', () => {
  it('lists a new file once the minute since the last sync has passed, and drops it once removed', async () => {
    const before = await listed();
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((d) => d.path)).not.toContain(PATH);

    await getStorage().put(PATH, Buffer.from('%PDF-1.7\n%%EOF\n'), {
      title: 'Placed out of band',
      contentType: 'application/pdf',
      tags: { topic: 'Policy', planCycle: 'Current', docType: 'Out-of-band memo' },
      accessible: false,
    });
    // Within the minute the list is the table as last synced: the storage is not listed per request.
    expect((await listed()).map((d) => d.path)).not.toContain(PATH);

    aMinuteLater();
    const after = await listed();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((d) => d.path === PATH)).toMatchObject({
      title: 'Placed out of band',
      href: `/resources/${PATH}`,
      tags: { docType: 'Out-of-band memo' },
    });
    expect(await docTypeCount('Out-of-band memo')).toBe(1);

    expect(await getStorage().delete(PATH)).toBe(true);
    expect((await listed()).map((d) => d.path)).toContain(PATH);
    aMinuteLater();
    expect((await listed()).map((d) => d.path)).not.toContain(PATH);
    expect(await docTypeCount('Out-of-band memo')).toBe(0);
  });

  it('skips (and reports) a file whose tags do not fit the table, keeping the rest listed', async () => {
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    await getStorage().put('policy/long-tag.pdf', Buffer.from('%PDF-1.7\n'), {
      title: 'Long tag',
      contentType: 'application/pdf',
      tags: { topic: 'Policy', planCycle: 'x'.repeat(41), docType: 'Memo' },
      accessible: false,
    });
    aMinuteLater();
    const docs = await listed();
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.map((d) => d.path)).not.toContain('policy/long-tag.pdf');
    expect(warn).toHaveBeenCalledWith(
      { path: 'policy/long-tag.pdf', column: 'plan_cycle' },
      expect.stringContaining('too long'),
    );
  });
});
