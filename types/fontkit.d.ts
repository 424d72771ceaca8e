// fontkit 2 ships no types: the surface the PDF pre-flight reads embedded font programs with
// (lib/server/documents/preflight/fontPrograms.ts).
declare module 'fontkit' {
  /** A CFF program (the 'CFF ' table), as fontkit decodes it. */
  export interface CFFTable {
    isCIDFont: boolean;
    topDict: {
      CharStrings: ArrayLike<unknown>;
      /** GID → SID (a name) or CID: an array, or glyphs / ranges after GID 0. */
      charset:
        | number[]
        | { version: 0; glyphs: number[] }
        | { version: 1 | 2; ranges: Array<{ first: number; nLeft: number; offset: number }> };
      FontMatrix?: number[];
    };
    getGlyphName(gid: number): string | null;
  }
  export interface Font {
    unitsPerEm: number;
    numGlyphs: number;
    /** Tables by tag, decoded when first read. */
    readonly 'CFF ': CFFTable | undefined;
    /** Advance widths, read lazily: `get(i)`. */
    readonly hmtx:
      { metrics: { length: number; get(i: number): { advance: number } | undefined } } | undefined;
    readonly hhea: { numberOfMetrics: number } | undefined;
    readonly loca: { offsets: ArrayLike<number> } | undefined;
    readonly cmap: { tables: Array<{ platformID: number; encodingID: number }> } | undefined;
    readonly post: { names?: string[]; glyphNameIndex?: number[] } | undefined;
    directory: { tables: Record<string, unknown> };
    getGlyph(gid: number): { advanceWidth: number; name?: string };
    glyphForCodePoint(cp: number): { id: number };
  }
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): Font;
}
