/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/server/env';
import { getStorage } from '@/lib/server/storage';
import { createLocalStorage, LocalDocumentStorage } from '@/lib/server/storage/local';
import { normalizeDocumentPath } from '@/lib/server/storage/types';
import { describeStorageContract, readAll, SAMPLE_META } from '../../../helpers/storageContract';

let root: string;
let counter = 0;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-storage-'));
  process.env.DATA_DIR = root;
  process.env.STORAGE_DIR = path.join(root, 'documents');
  delete process.env.AZURE_STORAGE_CONNECTION_STRING;
  resetEnvCache();
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  delete process.env.STORAGE_DIR;
  resetEnvCache();
});

const fresh = async (name: string) => createLocalStorage(path.join(root, `${name}-${++counter}`));

/** Every file under a folder, relative, including hidden ones. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('local document storage', () => {
  describeStorageContract(fresh);

  it('is what getStorage() returns without an Azure connection string, rooted at STORAGE_DIR', () => {
    const storage = getStorage();
    expect(storage.kind).toBe('local');
    expect((storage as LocalDocumentStorage).root).toBe(path.join(root, 'documents'));
    expect(getStorage()).toBe(storage);
  });

  it('keeps metadata in a sidecar, links under _library, and leaves no temp files behind', async () => {
    const storage = await fresh('layout');
    await storage.put('policy/guide.pdf', Buffer.from('pdf'), SAMPLE_META);
    await storage.putLinks([]);
    expect(filesUnder(storage.root)).toEqual([
      '_library/links.json',
      'policy/guide.pdf',
      'policy/guide.pdf.meta.json',
    ]);
    const sidecar = JSON.parse(
      fs.readFileSync(path.join(storage.root, 'policy/guide.pdf.meta.json'), 'utf8'),
    );
    expect(sidecar).toEqual(SAMPLE_META);
  });

  it('describes a file copied in without a sidecar from its name', async () => {
    const storage = await fresh('bare');
    fs.mkdirSync(path.join(storage.root, 'freight'), { recursive: true });
    fs.writeFileSync(path.join(storage.root, 'freight', 'commodity-flow-2022.csv'), 'a,b\n1,2\n');
    const [doc] = await storage.list();
    expect(doc).toMatchObject({
      path: 'freight/commodity-flow-2022.csv',
      title: 'Commodity Flow 2022',
      contentType: 'text/csv',
      size: 8,
      accessible: false,
    });
    expect((await readAll((await storage.get(doc.path))!.stream)).toString()).toBe('a,b\n1,2\n');
  });

  it('reports a corrupt sidecar as a server error, not as the caller’s bad request', async () => {
    const storage = await fresh('corrupt');
    await storage.put('x/doc.pdf', Buffer.from('pdf'), SAMPLE_META);
    fs.writeFileSync(path.join(storage.root, 'x/doc.pdf.meta.json'), '{"title": 3}');
    await expect(storage.list()).rejects.toThrow(/Stored metadata of x\/doc.pdf is not valid/);
    await expect(storage.list()).rejects.not.toHaveProperty('status');
  });

  it('never resolves a path outside its root', async () => {
    const storage = await fresh('escape');
    fs.writeFileSync(path.join(root, 'outside.pdf'), 'secret');
    await expect(storage.get('../outside.pdf')).rejects.toMatchObject({ status: 400 });
    expect(normalizeDocumentPath('policy/vtrans-policy-guide-v6.pdf')).toBe(
      'policy/vtrans-policy-guide-v6.pdf',
    );
  });
});
