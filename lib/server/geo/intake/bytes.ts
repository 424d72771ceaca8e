/**
 * A pull reader over a stream of byte chunks (an inflating zip entry): `read(n)` gives the next n bytes
 * whatever the chunk boundaries are, so a record that starts in one chunk and ends in the next reads as one.
 * Only the chunks not yet read are held, so a file is read in memory bounded by the largest record plus a
 * chunk, not by its size.
 */
export class ByteReader {
  private readonly source: AsyncIterator<Uint8Array>;
  private chunks: Buffer[] = [];
  /** Bytes of chunks[0] already read. */
  private head = 0;
  private buffered = 0;
  private ended = false;
  /** Bytes read so far. */
  position = 0;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** The next n bytes, or fewer when the stream ends first (none at its end). */
  async read(n: number): Promise<Buffer> {
    while (this.buffered < n && !this.ended) await this.fill();
    return this.take(Math.min(n, this.buffered));
  }

  /** Reads and drops up to n bytes (or every byte left, with Infinity), passing each chunk to `see`. */
  async skip(n: number, see?: (chunk: Buffer) => void): Promise<number> {
    let skipped = 0;
    while (skipped < n) {
      if (this.buffered === 0) {
        if (this.ended) break;
        await this.fill();
        continue;
      }
      const first = this.chunks[0];
      const part = first.subarray(this.head, this.head + Math.min(n - skipped, first.length - this.head));
      see?.(part);
      this.consume(part.length);
      skipped += part.length;
    }
    return skipped;
  }

  /** Stops the stream underneath (its inflater is released). */
  async close(): Promise<void> {
    this.chunks = [];
    this.buffered = 0;
    if (!this.ended) {
      this.ended = true;
      await this.source.return?.();
    }
  }

  private async fill(): Promise<void> {
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return;
    }
    const c = next.value;
    if (c.length === 0) return;
    this.chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c.buffer, c.byteOffset, c.length));
    this.buffered += c.length;
  }

  private consume(n: number): void {
    this.head += n;
    this.buffered -= n;
    this.position += n;
    while (this.chunks.length > 0 && this.head >= this.chunks[0].length) {
      this.head -= this.chunks[0].length;
      this.chunks.shift();
    }
  }

  private take(n: number): Buffer {
    const first = this.chunks[0];
    if (n === 0) return Buffer.alloc(0);
    if (first.length - this.head >= n) {
      // Within one chunk: a view, no copy.
      const out = first.subarray(this.head, this.head + n);
      this.consume(n);
      return out;
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    let k = 0;
    let at = this.head;
    while (filled < n) {
      const c = this.chunks[k];
      const m = Math.min(n - filled, c.length - at);
      c.copy(out, filled, at, at + m);
      filled += m;
      k++;
      at = 0;
    }
    this.consume(n);
    return out;
  }
}

/** Chunks of at most `size` bytes of a buffer (views), as a stream. */
export async function* chunksOf(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) {
    yield Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(size, bytes.length - at));
  }
}
