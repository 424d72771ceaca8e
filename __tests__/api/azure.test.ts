/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import * as documentsRoute from '@/pages/api/azure/documents';
import * as linksRoute from '@/pages/api/azure/links';
import * as tagsRoute from '@/pages/api/azure/tags';
import * as resourcesRoute from '@/pages/api/resources/[...path]';
import { getStorage } from '@/lib/server/storage';
import { LIBRARY_DOCUMENTS, seedDocumentLibrary } from '@/lib/server/documents/reference';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  // The documents service mirrors the library into the database, so this suite gets its own.
  ({ cleanup, dir } = await useTempDatabase());
  await seedDocumentLibrary(getStorage());
});

afterAll(() => cleanup());

const resource = (p: string) => ({ params: { path: p.split('/') } });

describe('GET /api/azure/*', () => {
  it('lists the documents sorted by title, each with its /resources href', async () => {
    const res = await callApi(documentsRoute);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage');
    const docs = res.json as {
      path: string;
      title: string;
      href: string;
      accessible: boolean;
      tags: object;
    }[];
    expect(docs).toHaveLength(LIBRARY_DOCUMENTS.length);
    const titles = docs.map((d) => d.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
    for (const doc of docs) {
      expect(doc).toEqual(
        expect.objectContaining({
          href: `/resources/${doc.path}`,
          contentType: 'application/pdf',
          size: expect.any(Number),
          lastModified: expect.any(String),
          accessible: expect.any(Boolean),
          tags: { topic: expect.any(String), planCycle: expect.any(String), docType: expect.any(String) },
        }),
      );
    }
    expect(fs.existsSync(path.join(dir, 'documents', 'policy', 'vtrans-policy-guide-v6.pdf'))).toBe(true);
  });

  it('lists the tag facets with counts', async () => {
    const res = await callApi(tagsRoute);
    expect(res.status).toBe(200);
    const tags = res.json as Record<'topic' | 'planCycle' | 'docType', { value: string; count: number }[]>;
    expect(Object.keys(tags).sort()).toEqual(['docType', 'planCycle', 'topic']);
    expect(tags.topic.find((t) => t.value === 'GAP-TA')?.count).toBeGreaterThanOrEqual(4);
    expect(tags.docType.find((t) => t.value === 'Program Guidance')?.count).toBe(4);
    for (const facet of Object.values(tags)) {
      expect(facet.every((t) => t.value.length > 0 && t.count > 0)).toBe(true);
    }
  });

  it('lists the external links', async () => {
    const res = await callApi(linksRoute);
    expect(res.status).toBe(200);
    const links = res.json as { title: string; url: string; description: string; tags: object }[];
    expect(links.length).toBeGreaterThanOrEqual(8);
    expect(links.every((l) => /^https:\/\//.test(l.url) && l.title && l.description && l.tags)).toBe(true);
  });

  it.each([
    ['documents', documentsRoute],
    ['tags', tagsRoute],
    ['links', linksRoute],
  ])('/api/azure/%s answers POST with 405 and Allow: GET, HEAD', async (_name, route) => {
    const res = await callApi(route, { method: 'POST', body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.json).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});

describe('GET /resources/[...path]', () => {
  it('streams a seeded document inline as application/pdf', async () => {
    const entry = LIBRARY_DOCUMENTS.find((e) => e.path === 'policy/vtrans-policy-guide-v6.pdf')!;
    const res = await callApi(resourcesRoute, resource(entry.path));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(res.buffer.length));
    expect(res.headers.get('content-disposition')).toBe('inline; filename="vtrans-policy-guide-v6.pdf"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await PDFDocument.load(res.buffer)).getTitle()).toBe(entry.title);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await callApi(resourcesRoute, {
      method: 'HEAD',
      ...resource('policy/vtrans-policy-guide-v3.pdf'),
    });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(res.buffer.length).toBe(0);
  });

  it('answers 404 with the error body for a missing document', async () => {
    const res = await callApi(resourcesRoute, resource('policy/no-such-guide.pdf'));
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: { code: 'not_found', message: 'Document not found' } });
  });

  it.each(['../etc/passwd', 'policy/../../etc/passwd', '_library/links.json'])(
    'answers 400 for %s',
    async (p) => {
      const res = await callApi(resourcesRoute, resource(p));
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: { code: 'bad_request', field: 'path' } });
    },
  );
});
