import { dataPath, env } from '@/lib/server/env';
import { createAzureStorageFromConnectionString } from './azure';
import { createLocalStorage } from './local';
import type { DocumentStorage } from './types';

export type { DocumentMeta, DocumentStorage, DocumentTags, LibraryLink, StoredDocument } from './types';
export { normalizeDocumentPath } from './types';

interface StorageHolder {
  key: string;
  storage: DocumentStorage;
}

const globalForStorage = globalThis as typeof globalThis & { __vtransDocumentStorage?: StorageHolder };

/**
 * The document storage of this process: Azure Blob when AZURE_STORAGE_CONNECTION_STRING is set,
 * else the local folder (STORAGE_DIR or DATA_DIR/documents). Memoized on globalThis so dev hot
 * reload keeps one client; a changed configuration (tests call resetEnvCache) builds a new one.
 */
export function getStorage(): DocumentStorage {
  const { AZURE_STORAGE_CONNECTION_STRING: connection, AZURE_STORAGE_CONTAINER: container } = env();
  const root = env().STORAGE_DIR ?? dataPath('documents');
  const key = connection ? `azure|${connection}|${container}` : `local|${root}`;
  const held = globalForStorage.__vtransDocumentStorage;
  if (held?.key === key) return held.storage;
  const storage = connection
    ? createAzureStorageFromConnectionString(connection, container)
    : createLocalStorage(root);
  globalForStorage.__vtransDocumentStorage = { key, storage };
  return storage;
}
