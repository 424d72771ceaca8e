import JSZip from 'jszip';
import { HttpError } from '@/lib/shared/errors';

/**
 * Limits for archives (zipped shapefiles and KMZ): guard against zip bombs and path tricks. The expansion cap
 * bounds the memory one upload can take (issue 22 §4: a 2.4 MB zip at 200:1 held 908 MB): a layer of the
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

interface InternalStream {
  on(event: 'data', fn: (chunk: Uint8Array) => void): InternalStream;
  on(event: 'end', fn: () => void): InternalStream;
  on(event: 'error', fn: (err: Error) => void): InternalStream;
  resume(): InternalStream;
  pause(): InternalStream;
}
type Entry = JSZip.JSZipObject & {
  /** The name as stored in the archive (jszip resolves `../` in `name`). */
  unsafeOriginalName?: string;
  internalStream(type: 'uint8array'): InternalStream;
  _data?: { uncompressedSize?: number; compressedSize?: number };
};

/** An entry name that would write outside the folder it is unpacked into. */
export function unsafeEntryName(name: string): boolean {
  const n = name.replace(/\\/g, '/');
  return n.startsWith('/') || /^[a-zA-Z]:/.test(n) || n.split('/').includes('..') || n.includes('\0');
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * Opens a zip and returns the entries whose names pass `want`, read fully, after checking every entry:
 * no absolute or `../` paths, no symbolic links, at most maxEntries, and the bytes actually inflated stay
 * under the size and ratio limits (counted while inflating, so lying size headers do not help a bomb).
 */
export async function readZip(
  bytes: Buffer,
  want: (name: string) => boolean,
  limits = ZIP_LIMITS,
): Promise<Map<string, Buffer>> {
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
  // Each wanted entry is inflated as a stream straight into one buffer of its declared size: memory is what
  // the archive declares (within the budget), never a copy more, and an entry that inflates past its
  // declared size (a lying header) is refused at that byte.
  const out = new Map<string, Buffer>();
  for (const e of entries) {
    if (e.dir || !want(e.name)) continue;
    const size = e._data?.uncompressedSize ?? 0;
    const target = Buffer.allocUnsafe(size);
    let filled = 0;
    await new Promise<void>((resolve, reject) => {
      const stream = e.internalStream('uint8array');
      stream
        .on('data', (chunk) => {
          if (filled + chunk.length > size) {
            stream.pause();
            reject(bomb());
            return;
          }
          target.set(chunk, filled);
          filled += chunk.length;
        })
        .on('error', () =>
          reject(unprocessable(`The zip entry '${e.name}' is damaged. Zip the files again.`)),
        )
        .on('end', () => resolve())
        .resume();
    });
    out.set(e.name, filled === size ? target : target.subarray(0, filled));
  }
  return out;
}

const bomb = () =>
  unprocessable(
    `The zip expands to far more data than it holds, or to more than ${ZIP_LIMITS.maxUncompressed / 1024 / 1024} MB, so it was refused (this guards against "zip bombs"). Upload the layer files zipped normally; split a very large layer by area.`,
  );
