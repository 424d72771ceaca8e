import zlib from 'node:zlib';
import JSZip from 'jszip';
import { HttpError } from '@/lib/shared/errors';

/**
 * Limits for archives (zipped shapefiles and KMZ): guard against zip bombs and path tricks. The expansion cap
 * bounds the memory one upload can take (a 2.4 MB zip at 200:1 held 908 MB): a layer of the
 * 250,000-feature cap fits in it, and a zip that declares more is refused before anything is inflated.
 */
export const ZIP_LIMITS = {
  maxEntries: 200,
  /** Total uncompressed bytes of all entries (as declared, and as actually inflated). */
  maxUncompressed: 256 * 1024 * 1024,
  /** Uncompressed bytes per compressed byte over the whole archive. */
  maxRatio: 200,
};

const unprocessable = (message: string) => new HttpError(422, message, 'file');

type Entry = JSZip.JSZipObject & {
  /** The name as stored in the archive (jszip resolves `../` in `name`). */
  unsafeOriginalName?: string;
  /** jszip's record of the entry as stored: the compressed bytes are a view into the archive, not a copy. */
  _data?: {
    uncompressedSize?: number;
    compressedSize?: number;
    compressedContent?: Uint8Array;
    compression?: { magic?: string };
  };
};

const STORED = '\x00\x00';
const DEFLATE = '\x08\x00';

/** An entry name that would write outside the folder it is unpacked into. */
export function unsafeEntryName(name: string): boolean {
  const n = name.replace(/\\/g, '/');
  return n.startsWith('/') || /^[a-zA-Z]:/.test(n) || n.split('/').includes('..') || n.includes('\0');
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** A checked entry of an opened zip: its name, declared size, and its bytes as a stream of chunks. */
export interface ZipEntry {
  name: string;
  size: number;
  /**
   * The entry's bytes, inflated as they are read (Node's zlib, 64 KB at a time): at most `size` of them, or the
   * stream fails with the zip-bomb refusal at the first byte beyond (a lying size header does not help a bomb).
   */
  stream(): AsyncGenerator<Buffer>;
}

/**
 * Opens a zip and checks every entry: no absolute or `../` paths, no symbolic links, at most maxEntries, and
 * the sizes the entries declare stay under the size and ratio limits. Gives the files (not folders) whose names
 * pass `want`, not yet inflated.
 */
export async function openZip(
  bytes: Buffer,
  want: (name: string) => boolean,
  limits = ZIP_LIMITS,
): Promise<ZipEntry[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false, createFolders: false });
  } catch {
    throw unprocessable(
      'The file is not a readable ZIP archive. Zip the files again and upload the new zip.',
    );
  }
  const entries = Object.values(zip.files) as Entry[];
  if (entries.length > limits.maxEntries) {
    throw unprocessable(
      `The zip holds ${entries.length} entries; at most ${limits.maxEntries} are accepted. Zip only the layer's files.`,
    );
  }
  for (const e of entries) {
    const stored = e.unsafeOriginalName ?? e.name;
    if (unsafeEntryName(stored)) {
      throw unprocessable(
        `The zip contains an entry with an unsafe path ('${stored.slice(0, 80)}'). Zip the files from inside their folder, without '../' or absolute paths.`,
      );
    }
    const mode = typeof e.unixPermissions === 'number' ? e.unixPermissions : null;
    if (mode !== null && (mode & S_IFMT) === S_IFLNK) {
      throw unprocessable(
        `The zip contains a symbolic link ('${e.name.slice(0, 80)}'). Zip the real files instead of links.`,
      );
    }
  }
  const budget = Math.min(limits.maxUncompressed, Math.max(bytes.length, 1) * limits.maxRatio);
  const declared = entries.reduce((n, e) => n + (e._data?.uncompressedSize ?? 0), 0);
  if (declared > budget) throw bomb();
  // Every entry inflates to at most its declared size, and the declared sizes fit the budget: so does the total.
  return entries
    .filter((e) => !e.dir && want(e.name))
    .map((e) => ({ name: e.name, size: e._data?.uncompressedSize ?? 0, stream: () => inflate(e) }));
}

const CHUNK = 64 * 1024;

/** An entry's bytes as they inflate, refused at the first byte beyond its declared size. */
async function* inflate(e: Entry): AsyncGenerator<Buffer> {
  const data = e._data;
  const size = data?.uncompressedSize ?? 0;
  const raw = data?.compressedContent;
  const method = data?.compression?.magic;
  if (!raw || (method !== STORED && method !== DEFLATE)) {
    throw unprocessable(`The zip entry '${e.name}' is damaged. Zip the files again.`);
  }
  let filled = 0;
  const count = (n: number) => {
    filled += n;
    if (filled > size) throw bomb();
  };
  const compressed = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (method === STORED) {
    for (let at = 0; at < compressed.length; at += CHUNK) {
      const c = compressed.subarray(at, at + CHUNK);
      count(c.length);
      yield c;
    }
    return;
  }
  const inflater = zlib.createInflateRaw({ chunkSize: CHUNK });
  inflater.end(compressed);
  try {
    for await (const c of inflater as AsyncIterable<Buffer>) {
      count(c.length);
      yield c;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unprocessable(`The zip entry '${e.name}' is damaged. Zip the files again.`);
  } finally {
    inflater.destroy();
  }
}

/**
 * Opens a zip (the checks of `openZip`) and returns the entries whose names pass `want`, read fully: each is
 * inflated as a stream straight into one buffer of its declared size, so memory is what the archive declares
 * (within the budget), never a copy more.
 */
export async function readZip(
  bytes: Buffer,
  want: (name: string) => boolean,
  limits = ZIP_LIMITS,
): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await openZip(bytes, want, limits)) {
    const target = Buffer.allocUnsafe(e.size);
    let filled = 0;
    for await (const c of e.stream()) {
      target.set(c, filled);
      filled += c.length;
    }
    out.set(e.name, filled === e.size ? target : target.subarray(0, filled));
  }
  return out;
}

const bomb = () =>
  unprocessable(
    `The zip expands to far more data than it holds, or to more than ${ZIP_LIMITS.maxUncompressed / 1024 / 1024} MB, so it was refused (this guards against "zip bombs"). Upload the layer files zipped normally; split a very large layer by area.`,
  );
