import { BlobServiceClient, RestError, type ContainerClient } from '@azure/storage-blob';
import {
  DocumentMetaSchema,
  LIBRARY_DATA_PREFIX,
  LibraryLinksSchema,
  LINKS_PATH,
  normalizeDocumentPath,
  parseStoredJson,
  privatePath,
  titleFromPath,
  contentTypeForPath,
  type DocumentMeta,
  type DocumentStorage,
  type DocumentTags,
  type LibraryLink,
  type StoredDocument,
} from './types';

/**
 * Blob metadata keys. Values must be ASCII, so text is URI-encoded; keys are lower-case because
 * Azure treats them case-insensitively.
 */
const META = {
  title: 'title',
  topic: 'topic',
  planCycle: 'plancycle',
  docType: 'doctype',
  accessible: 'accessible',
} as const;

/** Blob index tag values allow only alphanumerics, space and + - . / : = _ (no '@'), max 256. */
export function sanitizeTagValue(value: string): string {
  return value
    .replace(/&/g, 'and')
    .replace(/[^A-Za-z0-9 +\-./:=_]/g, '_')
    .slice(0, 256);
}

/** Index tags of a document: searchable with findBlobsByTags (the exact values live in metadata). */
export function toIndexTags(tags: DocumentTags, accessible: boolean): Record<string, string> {
  return {
    topic: sanitizeTagValue(tags.topic),
    planCycle: sanitizeTagValue(tags.planCycle),
    docType: sanitizeTagValue(tags.docType),
    accessible: accessible ? 'true' : 'false',
  };
}

function toMetadata(meta: DocumentMeta): Record<string, string> {
  return {
    [META.title]: encodeURIComponent(meta.title),
    [META.topic]: encodeURIComponent(meta.tags.topic),
    [META.planCycle]: encodeURIComponent(meta.tags.planCycle),
    [META.docType]: encodeURIComponent(meta.tags.docType),
    [META.accessible]: meta.accessible ? 'true' : 'false',
  };
}

function decode(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // set by another tool without encoding
  }
}

interface BlobFacts {
  contentType?: string;
  contentLength?: number;
  lastModified?: Date;
  metadata?: Record<string, string>;
  /** Index tags, the fallback for blobs uploaded by other tools without our metadata. */
  tags?: Record<string, string>;
}

function toDocument(path: string, facts: BlobFacts): StoredDocument {
  const md = facts.metadata ?? {};
  const tags = facts.tags ?? {};
  return {
    path,
    title: decode(md[META.title]) || titleFromPath(path),
    contentType: facts.contentType || contentTypeForPath(path),
    size: facts.contentLength ?? 0,
    lastModified: (facts.lastModified ?? new Date(0)).toISOString(),
    tags: {
      topic: decode(md[META.topic]) || (tags.topic ?? ''),
      planCycle: decode(md[META.planCycle]) || (tags.planCycle ?? ''),
      docType: decode(md[META.docType]) || (tags.docType ?? ''),
    },
    accessible: (md[META.accessible] ?? tags.accessible) === 'true',
  };
}

const isNotFound = (err: unknown) => err instanceof RestError && err.statusCode === 404;

/**
 * Document storage in a private Azure Blob container: one blob per document with metadata and
 * index tags; the library's links are a JSON blob under `_library/`.
 */
export class AzureDocumentStorage implements DocumentStorage {
  readonly kind = 'azure' as const;
  readonly container: ContainerClient;
  private ready: Promise<void> | null = null;

  constructor(container: ContainerClient) {
    this.container = container;
  }

  /** Creates the container (private: no public access) on first use. */
  private ensureContainer(): Promise<void> {
    this.ready ??= this.container.createIfNotExists().then(
      () => undefined,
      (err: unknown) => {
        this.ready = null; // try again on the next call
        throw err;
      },
    );
    return this.ready;
  }

  /** Every document blob, in path order (the `_library/` data is not a document). */
  async list(): Promise<StoredDocument[]> {
    await this.ensureContainer();
    const docs: StoredDocument[] = [];
    for await (const blob of this.container.listBlobsFlat({ includeMetadata: true, includeTags: true })) {
      if (blob.name.startsWith(LIBRARY_DATA_PREFIX)) continue;
      docs.push(toDocument(blob.name, { ...blob.properties, metadata: blob.metadata, tags: blob.tags }));
    }
    return docs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  /** The document and a stream of its bytes, or null when it does not exist. */
  async get(p: string): Promise<{ document: StoredDocument; stream: NodeJS.ReadableStream } | null> {
    const path = normalizeDocumentPath(p);
    await this.ensureContainer();
    try {
      const res = await this.container.getBlobClient(path).download();
      if (!res.readableStreamBody) throw new Error(`Blob ${path} came back without a body.`);
      return { document: toDocument(path, res), stream: res.readableStreamBody };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Uploads (or replaces) a document in one request: content, metadata and index tags together. */
  async put(p: string, data: Buffer, meta: DocumentMeta): Promise<StoredDocument> {
    const path = normalizeDocumentPath(p);
    const parsed = DocumentMetaSchema.parse(meta);
    await this.ensureContainer();
    const res = await this.container.getBlockBlobClient(path).uploadData(data, {
      blobHTTPHeaders: { blobContentType: parsed.contentType },
      metadata: toMetadata(parsed),
      tags: toIndexTags(parsed.tags, parsed.accessible),
    });
    return toDocument(path, {
      contentType: parsed.contentType,
      contentLength: data.length,
      lastModified: res.lastModified,
      metadata: toMetadata(parsed),
    });
  }

  /** Changes a document's metadata and index tags, not its bytes; null when it does not exist. */
  async setMeta(p: string, meta: DocumentMeta): Promise<StoredDocument | null> {
    const path = normalizeDocumentPath(p);
    const parsed = DocumentMetaSchema.parse(meta);
    await this.ensureContainer();
    const blob = this.container.getBlobClient(path);
    try {
      await blob.setHTTPHeaders({ blobContentType: parsed.contentType });
      await blob.setMetadata(toMetadata(parsed));
      await blob.setTags(toIndexTags(parsed.tags, parsed.accessible));
      return toDocument(path, await blob.getProperties());
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Deletes a document (and its snapshots); false when it did not exist. */
  async delete(p: string): Promise<boolean> {
    const path = normalizeDocumentPath(p);
    await this.ensureContainer();
    const res = await this.container.getBlobClient(path).deleteIfExists({ deleteSnapshots: 'include' });
    return res.succeeded;
  }

  /** The external links of the library (empty when none were stored). */
  async listLinks(): Promise<LibraryLink[]> {
    await this.ensureContainer();
    try {
      const buffer = await this.container.getBlobClient(LINKS_PATH).downloadToBuffer();
      return parseStoredJson(LibraryLinksSchema, buffer.toString('utf8'), 'library links');
    } catch (err) {
      if (isNotFound(err)) return [];
      throw err;
    }
  }

  /** Replaces the external links. */
  async putLinks(links: LibraryLink[]): Promise<void> {
    const body = Buffer.from(JSON.stringify(LibraryLinksSchema.parse(links), null, 2));
    await this.ensureContainer();
    await this.container.getBlockBlobClient(LINKS_PATH).uploadData(body, {
      blobHTTPHeaders: { blobContentType: 'application/json; charset=utf-8' },
    });
  }

  /** Stores private data as a blob under the reserved prefix (the container itself is private). */
  async putPrivate(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.ensureContainer();
    await this.container.getBlockBlobClient(privatePath(key)).uploadData(data, {
      blobHTTPHeaders: { blobContentType: contentType },
    });
  }

  /** Private data, or null when there is none. */
  async getPrivate(key: string): Promise<Buffer | null> {
    await this.ensureContainer();
    try {
      return await this.container.getBlobClient(privatePath(key)).downloadToBuffer();
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Removes private data; false when there was none. */
  async deletePrivate(key: string): Promise<boolean> {
    await this.ensureContainer();
    const res = await this.container.getBlobClient(privatePath(key)).deleteIfExists();
    return res.succeeded;
  }
}

/** Azure storage over an existing container client (tests pass one per suite). */
export function createAzureStorage(container: ContainerClient): AzureDocumentStorage {
  return new AzureDocumentStorage(container);
}

/** Azure storage from a connection string and container name. */
export function createAzureStorageFromConnectionString(
  connectionString: string,
  containerName: string,
): AzureDocumentStorage {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  return new AzureDocumentStorage(service.getContainerClient(containerName));
}
