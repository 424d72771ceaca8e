// Label glyphs for the vector-tile basemap: the signed-distance-field range 0–255 (every name on the basemap is in
// it) of the Noto Sans the site ships, drawn by @mapbox/tiny-sdf on a Skia canvas (@napi-rs/canvas: prebuilt, no
// system libraries, no browser) and written in the glyph PBF format MapLibre and ArcGIS's VectorTileLayer read as
// `glyphs/{fontstack}/{range}.pbf` (fontstack → glyphs: id, bitmap with a 3-pixel border, width, height, left,
// top, advance). With the glyphs ready-made, the map draws its names without the SDK's text-shaping engine.
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import TinySDF from '@mapbox/tiny-sdf';

/** The style's `text-font` and the folder of its glyph ranges. */
export const GLYPH_FONTSTACK = 'noto-sans-regular';
export const GLYPH_FONT = 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2';

// Protocol buffers by hand (the glyph format has seven small fields): varints, zigzag for the signed ones, and
// length-delimited bytes and messages.
const varint = (n) => {
  const out = [];
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
  return Buffer.from(out);
};
const zigzag = (n) => (n << 1) ^ (n >> 31);
const varintField = (field, n) => Buffer.concat([varint(field << 3), varint(n)]);
const bytesField = (field, b) => Buffer.concat([varint((field << 3) | 2), varint(b.length), b]);

/** tiny-sdf draws on a DOM canvas; here on a Skia one. */
class SkiaSDF extends TinySDF {
  _createCanvas(size) {
    return createCanvas(size, size);
  }
}

/** The glyphs of the codes 32–255 (C0 and C1 controls have none), with MapLibre's settings for local glyphs. */
export function drawGlyphs(font = GLYPH_FONT) {
  const family = 'VTrans basemap glyphs';
  if (!GlobalFonts.families.some((f) => f.family === family)) GlobalFonts.registerFromPath(font, family);
  // 24 px, a 3 px border, radius 8, cutoff 0.25: what MapLibre uses when it draws glyphs in the browser.
  const sdf = new SkiaSDF({ fontSize: 24, buffer: 3, radius: 8, cutoff: 0.25, fontFamily: `"${family}"` });
  const glyphs = [];
  for (let id = 32; id < 256; id++) {
    if (id >= 127 && id < 160) continue;
    const g = sdf.draw(String.fromCharCode(id));
    glyphs.push({
      id,
      bitmap: g.glyphWidth && g.glyphHeight ? Buffer.from(g.data) : null,
      width: g.glyphWidth,
      height: g.glyphHeight,
      left: g.glyphLeft,
      // Glyph servers measure top from an origin 24 px above the baseline; MapLibre aligns with 27.
      top: g.glyphTop - 27,
      advance: Math.round(g.glyphAdvance),
    });
  }
  return glyphs;
}

/** Writes `<outDir>/<fontstack>/0-255.pbf`; returns the number of glyphs and the file's size. */
export function writeGlyphs(outDir, font = GLYPH_FONT) {
  const glyphs = drawGlyphs(font);
  const glyph = (g) =>
    Buffer.concat([
      varintField(1, g.id),
      g.bitmap ? bytesField(2, g.bitmap) : Buffer.alloc(0),
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
  const file = bytesField(1, fontstack);
  const dir = path.join(outDir, GLYPH_FONTSTACK);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, '0-255.pbf'), file);
  return { count: glyphs.length, bytes: file.length };
}
