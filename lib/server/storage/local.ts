import { randomBytes } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeForPath,
  DocumentMetaSchema,
  LIBRARY_DATA_PREFIX,
  LibraryLinksSchema,
  LINKS_PATH,
  META_SUFFIX,
  normalizeDocumentPath,
  parseStoredJson,
  privatePath,
  titleFromPath,
  type DocumentMeta,
  type DocumentStorage,
  type LibraryLink,
  type StoredDocument,
} from './types';

const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** ELOOP: O_NOFOLLOW met a symlink. */
const isMissingOrLink = (err: unknown) =>
  isMissing(err) || (err as NodeJS.ErrnoException | null)?.code === 'ELOOP';

/** Writes a file atomically: a hidden temp file in the same folder, then rename over the target. */
async function writeAtomic(target: string, data: Buffer | string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
}

/**
 * Document storage in a local folder (the embedded default). Each file has a `<file>.meta.json`
 * sidecar with its title, content type, tags and accessibility flag; links live in `_library/links.json`.
 */
export class LocalDocumentStorage implements DocumentStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private abs(relative: string): string {
    return path.join(this.root, ...relative.split('/'));
  }

  private async readMeta(relative: string): Promise<DocumentMeta> {
    try {
      const flag = constants.O_RDONLY | constants.O_NOFOLLOW;
      const raw = await fs.readFile(this.abs(relative) + META_SUFFIX, { encoding: 'utf8', flag });
      return parseStoredJson(DocumentMetaSchema, raw, `metadata of ${relative}`);
    } catch (err) {
      if (!isMissingOrLink(err)) throw err;
      // A file copied in by hand (or a symlinked sidecar, which is never read) has no sidecar: describe it from its name.
      return {
        title: titleFromPath(relative),
        contentType: contentTypeForPath(relative),
        tags: { topic: '', planCycle: '', docType: '' },
        accessible: false,
      };
    }
  }

  private toDocument(relative: string, meta: DocumentMeta, stat: Stats): StoredDocument {
    return {
      path: relative,
      title: meta.title,
      contentType: meta.contentType,
      size: stat.size,
      lastModified: stat.mtime.toISOString(),
      tags: { ...meta.tags },
      accessible: meta.accessible,
    };
  }

  private async walk(dir: string, prefix: string, out: string[]): Promise<void> {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix + entry.name;
      if (entry.isDirectory()) {
        if (`${relative}/` !== LIBRARY_DATA_PREFIX)
          await this.walk(path.join(dir, entry.name), `${relative}/`, out);
      } else if (entry.isFile() && !entry.name.endsWith(META_SUFFIX)) {
        out.push(relative);
      }
    }
  }

  /** Every document under the root, in path order. */
  async list(): Promise<StoredDocument[]> {
    const paths: string[] = [];
    await this.walk(this.root, '', paths);
    paths.sort();
    const docs = await Promise.all(
      paths.map(async (p) => {
        try {
          const [stat, meta] = await Promise.all([fs.stat(this.abs(p)), this.readMeta(p)]);
          return this.toDocument(p, meta, stat);
        } catch (err) {
          if (isMissing(err)) return null; // deleted while listing
          throw err;
        }
      }),
    );
    return docs.filter((d): d is StoredDocument => d !== null);
  }

  /**
   * Opens a stored file without following symlinks: every folder on the way is checked with lstat and
   * the file itself is opened with O_NOFOLLOW, so a link cannot serve a file from outside the store.
   */
  private async openNoFollow(relative: string): Promise<fs.FileHandle | null> {
    let dir = this.root;
    try {
      for (const part of relative.split('/').slice(0, -1)) {
        dir = path.join(dir, part);
        if (!(await fs.lstat(dir)).isDirectory()) return null;
      }
      return await fs.open(this.abs(relative), constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (err) {
      if (isMissingOrLink(err)) return null;
      throw err;
    }
  }

  /** The document and a stream of its bytes, or null when it does not exist (or is a symlink). */
  async get(p: string): Promise<{ document: StoredDocument; stream: NodeJS.ReadableStream } | null> {
    const relative = normalizeDocumentPath(p);
    const handle = await this.openNoFollow(relative);
    if (!handle) return null;
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const meta = await this.readMeta(relative);
      return { document: this.toDocument(relative, meta, stat), stream: handle.createReadStream() };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  /** Stores (or replaces) a document; the sidecar is written first so the file appears complete. */
  async put(p: string, data: Buffer, meta: DocumentMeta): Promise<StoredDocument> {
    const relative = normalizeDocumentPath(p);
    const parsed = DocumentMetaSchema.parse(meta);
    const target = this.abs(relative);
    await writeAtomic(target + META_SUFFIX, JSON.stringify(parsed, null, 2));
    await writeAtomic(target, data);
    return this.toDocument(relative, parsed, await fs.stat(target));
  }

  /** Rewrites a document's sidecar (its bytes stay); null when the document does not exist. */
  async setMeta(p: string, meta: DocumentMeta): Promise<StoredDocument | null> {
    const relative = normalizeDocumentPath(p);
    const parsed = DocumentMetaSchema.parse(meta);
    const handle = await this.openNoFollow(relative);
    if (!handle) return null;
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return null;
      await writeAtomic(this.abs(relative) + META_SUFFIX, JSON.stringify(parsed, null, 2));
      return this.toDocument(relative, parsed, stat);
    } finally {
      await handle.close();
    }
  }

  /** Removes a document and its sidecar; false when it did not exist. */
  async delete(p: string): Promise<boolean> {
    const target = this.abs(normalizeDocumentPath(p));
    let existed = true;
    try {
      await fs.unlink(target);
    } catch (err) {
      if (!isMissing(err)) throw err;
      existed = false;
    }
    await fs.rm(target + META_SUFFIX, { force: true });
    return existed;
  }

  /** The external links of the library (empty when none were stored). */
  async listLinks(): Promise<LibraryLink[]> {
    let raw: string;
    try {
      raw = await fs.readFile(this.abs(LINKS_PATH), 'utf8');
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
    return parseStoredJson(LibraryLinksSchema, raw, 'library links');
  }

  /** Replaces the external links. */
  async putLinks(links: LibraryLink[]): Promise<void> {
    const parsed = LibraryLinksSchema.parse(links);
    await writeAtomic(this.abs(LINKS_PATH), JSON.stringify(parsed, null, 2));
  }

  /** Stores private data (the content type is implied by the key's extension here). */
  async putPrivate(key: string, data: Buffer): Promise<void> {
    await writeAtomic(this.abs(privatePath(key)), data);
  }

  /** Private data, or null when there is none (a symlink is never followed). */
  async getPrivate(key: string): Promise<Buffer | null> {
    try {
      const flag = constants.O_RDONLY | constants.O_NOFOLLOW;
      return await fs.readFile(this.abs(privatePath(key)), { flag });
    } catch (err) {
      if (isMissingOrLink(err)) return null;
      throw err;
    }
  }

  /** Removes private data; false when there was none. */
  async deletePrivate(key: string): Promise<boolean> {
    try {
      await fs.unlink(this.abs(privatePath(key)));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }
}

/** A local-folder storage rooted at `root` (tests inject a temp folder). */
export function createLocalStorage(root: string): LocalDocumentStorage {
  return new LocalDocumentStorage(root);
}
