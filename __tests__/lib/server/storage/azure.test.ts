/** @jest-environment node */
import { BlobServiceClient } from '@azure/storage-blob';
import { randomBytes } from 'node:crypto';
import { resetEnvCache } from '@/lib/server/env';
import { getStorage } from '@/lib/server/storage';
import { createAzureStorage, sanitizeTagValue, type AzureDocumentStorage } from '@/lib/server/storage/azure';
import { seedDocumentLibrary } from '@/lib/server/documents/reference';
import { startAzurite, type AzuriteHandle } from '@/scripts/start-azurite';
import { describeStorageContract, SAMPLE_META } from '../../../helpers/storageContract';

let azurite: AzuriteHandle;
let service: BlobServiceClient;

beforeAll(async () => {
  azurite = await startAzurite();
  service = BlobServiceClient.fromConnectionString(azurite.connectionString);
});

afterAll(async () => {
  delete process.env.AZURE_STORAGE_CONNECTION_STRING;
  resetEnvCache();
  await azurite?.stop();
});

const fresh = async (name: string): Promise<AzureDocumentStorage> =>
  createAzureStorage(service.getContainerClient(`t-${name}-${randomBytes(4).toString('hex')}`));

describe('Azure Blob document storage (Azurite)', () => {
  describeStorageContract(fresh);

  it('is what getStorage() returns when a connection string is configured', () => {
    process.env.AZURE_STORAGE_CONNECTION_STRING = azurite.connectionString;
    process.env.AZURE_STORAGE_CONTAINER = 'vtrans-test-docs';
    resetEnvCache();
    const storage = getStorage() as AzureDocumentStorage;
    expect(storage.kind).toBe('azure');
    expect(storage.container.containerName).toBe('vtrans-test-docs');
    delete process.env.AZURE_STORAGE_CONTAINER;
  });

  it('creates a private container and writes ASCII metadata and index tags', async () => {
    const storage = await fresh('meta');
    await storage.put('tests/sample.pdf', Buffer.from('pdf'), SAMPLE_META);
    expect((await storage.container.getAccessPolicy()).blobPublicAccess).toBeUndefined();

    const blob = storage.container.getBlobClient('tests/sample.pdf');
    const props = await blob.getProperties();
    expect(props.contentType).toBe('application/pdf');
    expect(props.metadata).toMatchObject({
      accessible: 'true',
      title: encodeURIComponent(SAMPLE_META.title),
    });
    expect(Object.values(props.metadata ?? {}).every((v) => /^[\x20-\x7e]*$/.test(v))).toBe(true);
    expect((await blob.getTags()).tags).toEqual({
      topic: 'Risk and Opportunity',
      planCycle: 'user_example 2024',
      docType: 'Technical Memo',
      accessible: 'true',
    });
  });

  it('finds seeded documents by index tags', async () => {
    const storage = await fresh('tags');
    await seedDocumentLibrary(storage);
    const found: string[] = [];
    for await (const blob of storage.container.findBlobsByTags(`"topic"='GAP-TA' AND "accessible"='true'`)) {
      found.push(blob.name);
    }
    expect(found.sort()).toEqual([
      'gap-ta/gap-ta-program-guidance-fy23.pdf',
      'gap-ta/gap-ta-program-guidance-fy25.pdf',
    ]);

    const newsletters: string[] = [];
    for await (const blob of storage.container.findBlobsByTags(`"docType"='Newsletter'`))
      newsletters.push(blob.name);
    expect(newsletters.length).toBeGreaterThanOrEqual(2);

    const names: string[] = [];
    for await (const blob of storage.container.listBlobsFlat()) names.push(blob.name);
    expect(names).toContain('_library/links.json');
    expect((await storage.list()).map((d) => d.path)).not.toContain('_library/links.json');
  });

  it('sanitizes tag values to the blob index charset', () => {
    expect(sanitizeTagValue('Risk & Opportunity')).toBe('Risk and Opportunity');
    expect(sanitizeTagValue('a@b#c')).toBe('a_b_c');
    expect(sanitizeTagValue('2019-2021 v1.0/x:y=z_w+')).toBe('2019-2021 v1.0/x:y=z_w+');
    expect(sanitizeTagValue('x'.repeat(300))).toHaveLength(256);
  });
});
