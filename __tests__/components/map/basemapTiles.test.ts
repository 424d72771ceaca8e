/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { baseStyle, GLYPH_FONTSTACK, namesStyle, TILES_MAX_ZOOM } from '@/components/map/basemapStyle';
import { MAP_BASEMAPS } from '@/lib/shared/schemas/mapExplorerState';

/**
 * The basemap's vector tiles and glyphs, made as `npm ci` and every build make them (scripts/basemap-tiles.mjs,
 * scripts/basemap-glyphs.mjs, run from scripts/copy-arcgis-assets.mjs) from the files in public/basemap, and
 * read back with Mapbox's own decoder: what the styles draw must be in them.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basemap-tiles-'));
type Figures = { count: number; bytes: number; largest: number };
let made: { tiles: { base: Figures; names: Figures }; glyphs: { count: number; bytes: number } };

beforeAll(() => {
  const script = `
    import { writeBasemapTiles } from './scripts/basemap-tiles.mjs';
    import { writeGlyphs } from './scripts/basemap-glyphs.mjs';
    const dir = ${JSON.stringify(dir)};
    console.log(JSON.stringify({ tiles: writeBasemapTiles('public/basemap', dir + '/tiles'), glyphs: writeGlyphs(dir + '/glyphs') }));`;
  made = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = (root: string): string[] =>
  fs.readdirSync(root, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(root, e.name);
    return e.isDirectory() ? files(p) : [p];
  });

/** The tile of `set` at zoom `z` holding the point (longitude, latitude). */
function tileAt(set: 'base' | 'names', z: number, lon: number, lat: number) {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return new VectorTile(new Pbf(fs.readFileSync(path.join(dir, 'tiles', set, `${z}/${x}/${y}.pbf`))));
}
const names = (tile: VectorTile, layer: string) => {
  const l = tile.layers[layer];
  return l ? Array.from({ length: l.length }, (_, i) => l.feature(i).properties) : [];
};

const RICHMOND = [-77.436, 37.541] as const;
const read = (name: string) =>
  JSON.parse(fs.readFileSync(`public/basemap/${name}.geojson`, 'utf8')) as {
    features: { properties: Record<string, string | number> }[];
  };

describe('the tiles', () => {
  it('are written for zoom 0 to 10, each within the 100 KB budget of a tile', () => {
    for (const set of ['base', 'names'] as const) {
      const all = files(path.join(dir, 'tiles', set));
      expect(all).toHaveLength(made.tiles[set].count);
      const sizes = all.map((f) => fs.statSync(f).size);
      expect(Math.max(...sizes)).toBe(made.tiles[set].largest);
      expect(made.tiles[set].largest).toBeLessThan(100 * 1024);
      const zooms = new Set(
        all.map((f) => Number(path.relative(path.join(dir, 'tiles', set), f).split(path.sep)[0])),
      );
      expect([...zooms].sort((a, b) => a - b)).toEqual([...Array(TILES_MAX_ZOOM + 1).keys()]);
    }
  });

  it('are the same tiles in both sets, none of them a zero-byte file', () => {
    const keys = (set: string) =>
      files(path.join(dir, 'tiles', set)).map((f) => path.relative(path.join(dir, 'tiles', set), f));
    expect(keys('names').sort()).toEqual(keys('base').sort());
    for (const f of files(path.join(dir, 'tiles'))) expect(fs.statSync(f).size).toBeGreaterThan(0);
  });

  it('hold the lakes and the states, Virginia marked, under the names', () => {
    const base = tileAt('base', 7, ...RICHMOND);
    expect(Object.keys(base.layers).sort()).toEqual(['states', 'water']);
    expect(
      names(base, 'states')
        .filter((p) => p.virginia === 1)
        .map((p) => p.name),
    ).toEqual(['Virginia']);
  });

  it('name Richmond statewide, as a tier-1 town and as an independent city, once each', () => {
    const tile = tileAt('names', 6, ...RICHMOND);
    expect(names(tile, 'places').filter((p) => p.name === 'Richmond')).toEqual([
      { name: 'Richmond', tier: 1 },
    ]);
    // Its locality label is marked a city: the style draws it at its dot only (the filter on `city`).
    expect(names(tile, 'locality-labels').filter((p) => p.name === 'Richmond (city)')).toEqual([
      { name: 'Richmond (city)', city: 1 },
    ]);
    // Every county and city has one label point, not one per piece or per tile.
    const labels = new Set<string>();
    for (const f of files(path.join(dir, 'tiles', 'names', '0')))
      for (const p of names(new VectorTile(new Pbf(fs.readFileSync(f))), 'locality-labels'))
        labels.add(String(p.name));
    expect(labels.size).toBe(read('localities').features.length);
  });

  it('hold every source layer each style of the three draws', () => {
    const held = (set: 'base' | 'names') => {
      const layers = new Set<string>();
      for (const f of files(path.join(dir, 'tiles', set, '6')))
        Object.keys(new VectorTile(new Pbf(fs.readFileSync(f))).layers).forEach((l) => layers.add(l));
      return layers;
    };
    const base = held('base');
    const named = held('names');
    for (const style of MAP_BASEMAPS) {
      for (const l of baseStyle(style).layers) expect(base).toContain(l['source-layer']);
      for (const l of namesStyle(style).layers) expect(named).toContain(l['source-layer']);
    }
  });
});

describe('the glyphs', () => {
  type Glyph = { id: number; advance: number; bitmap?: Uint8Array; width: number; height: number };
  const glyphs = () => {
    const file = path.join(dir, 'glyphs', GLYPH_FONTSTACK, '0-255.pbf');
    const out: Glyph[] = [];
    const readGlyph = (tag: number, glyph?: Glyph, reader?: Pbf) => {
      const g = glyph!;
      const pbf = reader!;
      if (tag === 1) g.id = pbf.readVarint();
      else if (tag === 2) g.bitmap = pbf.readBytes();
      else if (tag === 3) g.width = pbf.readVarint();
      else if (tag === 4) g.height = pbf.readVarint();
      else if (tag === 7) g.advance = pbf.readVarint();
    };
    let fontstack = '';
    const readStack = (tag: number, _?: unknown, reader?: Pbf) => {
      const pbf = reader!;
      if (tag === 1) fontstack = pbf.readString();
      else if (tag === 3) out.push(pbf.readMessage(readGlyph, { id: 0, advance: 0, width: 0, height: 0 }));
    };
    new Pbf(fs.readFileSync(file)).readFields((tag, _, pbf) => {
      if (tag === 1) pbf!.readMessage(readStack, {});
    }, {});
    return { fontstack, glyphs: out };
  };

  it('cover every character of every name on the basemap, each a bitmap of its size', () => {
    const { fontstack, glyphs: all } = glyphs();
    expect(fontstack).toBe(GLYPH_FONTSTACK);
    expect(all).toHaveLength(made.glyphs.count);
    const ids = new Set(all.map((g) => g.id));
    const text = [...read('places').features, ...read('localities').features]
      .map((f) => f.properties.name)
      .join('');
    for (const ch of new Set(text)) expect(ids).toContain(ch.codePointAt(0));
    for (const g of all.filter((g) => g.width)) expect(g.bitmap).toHaveLength((g.width + 6) * (g.height + 6)); // the 3-pixel border on each side
  });

  it('are drawn from the Noto Sans the site ships (its advances at 24 px)', () => {
    const font = fontkit.create(
      fs.readFileSync('node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2'),
    );
    const { glyphs: all } = glyphs();
    for (const ch of 'AWgi RichmondÉé') {
      const g = all.find((x) => x.id === ch.codePointAt(0))!;
      const advance = (font.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * 24) / font.unitsPerEm;
      expect(g.advance).toBe(Math.round(advance));
    }
  });
});
