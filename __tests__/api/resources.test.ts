/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getStorage } from '@/lib/server/storage';
import * as resourcesRoute from '@/pages/api/resources/[...path]';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ cleanup, dir } = await useTempDatabase());
});
afterAll(() => cleanup());

const TAGS = { topic: '', planCycle: '', docType: '' };
const store = (p: string, contentType: string, body = 'x') =>
  getStorage().put(p, Buffer.from(body), { title: p, contentType, tags: TAGS, accessible: false });
const get = (p: string) => callApi(resourcesRoute, { params: { path: p.split('/') } });

describe('GET /resources: what is shown inline', () => {
  it.each([
    ['test/a.pdf', 'application/pdf'],
    ['test/a.png', 'image/png'],
    ['test/a.jpg', 'image/jpeg'],
    ['test/a.gif', 'image/gif'],
    ['test/a.webp', 'image/webp'],
  ])('serves %s inline as %s with nosniff and a restrictive CSP', async (p, type) => {
    await store(p, type);
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; /);
  });

  it.each([
    ['test/evil.html', 'text/html'],
    ['test/evil.svg', 'image/svg+xml'],
    ['test/evil.xml', 'application/xml'],
    ['test/data.csv', 'text/csv'],
  ])('sends %s (%s) as an octet-stream attachment in a sandbox', async (p, type) => {
    await store(p, type, '<script>alert(document.domain)</script>');
    const res = await get(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${path.basename(p)}"`);
    expect(res.headers.get('content-security-policy')).toMatch(/; sandbox$/);
  });

  it('sandboxes PDFs and images too (Chromium still opens a sandboxed PDF: e2e/security.spec.ts)', async () => {
    expect((await get('test/a.pdf')).headers.get('content-security-policy')).toMatch(/; sandbox$/);
    expect((await get('test/a.png')).headers.get('content-security-policy')).toMatch(/; sandbox$/);
  });
});

describe('GET /resources: symlinks in the local store', () => {
  it('refuses a symlinked file and a symlinked folder (404)', async () => {
    const secret = path.join(dir, 'secret.pdf');
    fs.writeFileSync(secret, '%PDF-1.7 secret');
    const docs = path.join(dir, 'documents');
    fs.mkdirSync(path.join(docs, 'links'), { recursive: true });
    fs.symlinkSync(secret, path.join(docs, 'links', 'file.pdf'));
    fs.symlinkSync(dir, path.join(docs, 'linked-folder'));
    for (const p of ['links/file.pdf', 'linked-folder/secret.pdf']) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('secret');
    }
    expect((await get('test/a.pdf')).status).toBe(200);
  });
});
