/**
 * Label glyphs for a vector-tile style: the signed-distance-field range 0–255 (every name on the basemap is in
 * it) of the Noto Sans the site ships, drawn by @mapbox/tiny-sdf in Chromium's canvas and written in the glyph
 * PBF format (fontstack → glyphs: id, bitmap with a 3-pixel border, width, height, left, top, advance) that
 * MapLibre and ArcGIS's VectorTileLayer read as `glyphs/{fontstack}/{range}.pbf`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const GLYPH_FONTSTACK = 'Noto Sans Regular';
const FONT = 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2';

type Glyph = {
  id: number;
  bitmap: number[];
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
};

// Protocol buffers by hand (the glyph format has six fields): varints, zigzag for the signed ones, and
// length-delimited bytes and messages.
const varint = (n: number) => {
  const out: number[] = [];
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
  return Buffer.from(out);
};
const zigzag = (n: number) => (n << 1) ^ (n >> 31);
const varintField = (field: number, n: number) => Buffer.concat([varint(field << 3), varint(n)]);
const bytesField = (field: number, b: Buffer) =>
  Buffer.concat([varint((field << 3) | 2), varint(b.length), b]);

/** Writes `<outDir>/<fontstack>/0-255.pbf`. */
export async function writeGlyphs(outDir: string) {
  const source = fs
    .readFileSync(require.resolve('@mapbox/tiny-sdf'), 'utf8')
    .replace('export default class TinySDF', 'window.TinySDF = class TinySDF');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>glyphs</title>');
  await page.addScriptTag({ content: source });
  const glyphs: Glyph[] = await page.evaluate(async (font) => {
    const face = new FontFace('Glyphs', `url(data:font/woff2;base64,${font})`);
    document.fonts.add(await face.load());
    type Sdf = {
      draw(c: string): {
        data: Uint8ClampedArray;
        glyphWidth: number;
        glyphHeight: number;
        glyphTop: number;
        glyphLeft: number;
        glyphAdvance: number;
      };
    };
    const Ctor = (window as unknown as { TinySDF: new (o: object) => Sdf }).TinySDF;
    // MapLibre's own settings for glyphs drawn in the browser: 24 px, a 3 px border, radius 8, cutoff 0.25.
    const sdf = new Ctor({ fontSize: 24, buffer: 3, radius: 8, cutoff: 0.25, fontFamily: 'Glyphs' });
    const out = [];
    for (let id = 32; id < 256; id++) {
      const g = sdf.draw(String.fromCharCode(id));
      out.push({
        id,
        bitmap: g.glyphWidth && g.glyphHeight ? Array.from(g.data) : [],
        width: g.glyphWidth,
        height: g.glyphHeight,
        left: g.glyphLeft,
        // Glyph servers measure top from an origin 24 px above the baseline; MapLibre aligns with 27.
        top: g.glyphTop - 27,
        advance: Math.round(g.glyphAdvance),
      });
    }
    return out;
  }, fs.readFileSync(FONT).toString('base64'));
  await browser.close();
  const glyph = (g: Glyph) =>
    Buffer.concat([
      varintField(1, g.id),
      g.bitmap.length ? bytesField(2, Buffer.from(g.bitmap)) : Buffer.alloc(0),
      varintField(3, g.width),
      varintField(4, g.height),
      varintField(5, zigzag(g.left)),
      varintField(6, zigzag(g.top)),
      varintField(7, g.advance),
    ]);
  const fontstack = Buffer.concat([
    bytesField(1, Buffer.from(GLYPH_FONTSTACK)),
    bytesField(2, Buffer.from('0-255')),
    ...glyphs.map((g) => bytesField(3, glyph(g))),
  ]);
  const dir = path.join(outDir, GLYPH_FONTSTACK);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, '0-255.pbf'), bytesField(1, fontstack));
}
