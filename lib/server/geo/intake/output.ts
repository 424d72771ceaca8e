import type { Feature } from 'geojson';

/** Bytes of each chunk of the output. */
const CHUNK = 1024 * 1024;

/**
 * Writes checked features as the stored FeatureCollection text while they come: each feature is
 * serialised when it is handed over and its UTF-8 goes straight into chunks of 1 MB, outside the JavaScript
 * heap, so neither the features nor their text pile up there. The chunks joined are exactly `JSON.stringify`
 * of the collection.
 */
export class FeatureCollectionWriter {
  private readonly chunks: Buffer[] = [];
  private chunk = Buffer.allocUnsafe(CHUNK);
  private at = 0;
  private first = true;

  constructor() {
    this.put('{"type":"FeatureCollection","features":[');
  }

  write(feature: Feature): void {
    this.put((this.first ? '' : ',') + JSON.stringify(feature));
    this.first = false;
  }

  /** Closes the collection; the chunks of its text, in order. */
  end(): Buffer[] {
    this.put(']}');
    this.chunks.push(this.chunk.subarray(0, this.at));
    this.chunk = Buffer.alloc(0);
    this.at = 0;
    return this.chunks;
  }

  private put(text: string): void {
    // A UTF-16 code unit takes at most 3 bytes in UTF-8.
    if (this.at + text.length * 3 > this.chunk.length) {
      if (this.at > 0) this.chunks.push(this.chunk.subarray(0, this.at));
      this.chunk = Buffer.allocUnsafe(Math.max(CHUNK, text.length * 3));
      this.at = 0;
    }
    this.at += this.chunk.write(text, this.at);
  }
}
