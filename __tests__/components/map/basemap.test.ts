/** @jest-environment node */
import type SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import type SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import {
  basemapHasRoads,
  basemapHolds,
  configureBasemaps,
  createBasemap,
  LOCALITIES_FILE,
  TILE_LAYER_IDS,
} from '@/components/map/basemap';
import { BASEMAP_HOLDS } from '@/lib/shared/basemapConfig';
import {
  BASEMAP_TILES,
  baseStyle,
  GLYPH_FONTSTACK,
  LABEL_PADDING,
  namesStyle,
  zoomOfScale,
} from '@/components/map/basemapStyle';
import { MAP_BASEMAPS } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';

/**
 * The basemap is the counties as one GeoJSON layer (the map identifies and counts with it) and two vector-tile
 * layers: the lakes and the states under the operational layers, the names above them. It used to be four
 * GeoJSON layers, each file fetched, parsed and labelled in the browser (docs/benchmarks.md). What each shows
 * must survive.
 */
type Layer = {
  id: string;
  url?: string;
  style?: ReturnType<typeof baseStyle> | ReturnType<typeof namesStyle>;
};
type Style = {
  layers: {
    id: string;
    type: string;
    paint?: Record<string, unknown>;
    layout?: Record<string, unknown>;
    minzoom?: number;
  }[];
};
const ids = (style: Style) => style.layers.map((l) => l.id);
const paint = (style: Style, id: string) => style.layers.find((l) => l.id === id)!.paint!;

afterEach(() => configureBasemaps({ source: 'local' }));

describe('the local basemap', () => {
  it.each(MAP_BASEMAPS)(
    '%s: the counties, then the lakes and states as tiles, the names above the operational layers',
    (style) => {
      const { basemap, localities } = createBasemap(style);
      const base = basemap.baseLayers as unknown as Layer[];
      const reference = basemap.referenceLayers as unknown as Layer[];
      expect(base.map((l) => l.id)).toEqual(['basemap-localities', 'basemap-tiles']);
      expect(reference.map((l) => l.id)).toEqual(['basemap-names']);
      expect([...base, ...reference].filter((l) => l.style).map((l) => l.id)).toEqual(TILE_LAYER_IDS);
      expect(localities).toBe(base[0]);
      expect((localities as unknown as Layer).url).toBe(LOCALITIES_FILE);
      const c = mapColours.basemaps[style];
      expect((localities.renderer as SimpleRenderer).symbol as SimpleFillSymbol).toMatchObject({
        color: c.locality,
        outline: { color: c.line },
      });

      const tiles = base[1]!.style as Style;
      expect(ids(tiles)).toEqual(['water', 'neighbours-fill', 'neighbours-line', 'virginia-line']);
      expect(paint(tiles, 'water')['fill-color']).toBe(c.background);
      expect(paint(tiles, 'neighbours-fill')['fill-color']).toBe(c.neighbour);
      expect(paint(tiles, 'virginia-line')['line-color']).toBe(c.state);

      const names = reference[0]!.style as Style & { glyphs: string };
      expect(names.glyphs).toContain(BASEMAP_TILES.glyphs);
      // Every name and dot is a symbol, so all take part in the placement; the dots, then the largest cities'
      // names, come last: placed first where they collide.
      expect(names.layers.map((l) => [l.id, l.type])).toEqual([
        ['locality-names', 'symbol'],
        ['places-names-3', 'symbol'],
        ['places-names-2', 'symbol'],
        ['places-names-1', 'symbol'],
        ['places-dot-3', 'symbol'],
        ['places-dot-2', 'symbol'],
        ['places-dot-1', 'symbol'],
      ]);
      const labels = names.layers.filter((l) => !l.id.includes('-dot-'));
      for (const l of labels) {
        expect(l.layout!['text-font']).toEqual([GLYPH_FONTSTACK]);
        expect(l.paint).toMatchObject({
          'text-color': mapColours.labels[style].text,
          'text-halo-color': mapColours.labels[style].halo,
        });
      }
    },
  );

  it('deconflicts its names: each keeps a margin, and none is laid over a town’s dot (issue 58)', () => {
    const layers = namesStyle('light').layers as Style['layers'];
    const names = layers.filter((l) => l.id.includes('-names'));
    for (const l of names) {
      expect(l.layout!['text-padding']).toBe(LABEL_PADDING);
      expect(l.layout!['text-allow-overlap']).toBeUndefined();
    }
    for (const tier of [1, 2, 3]) {
      const dot = layers.find((l) => l.id === `places-dot-${tier}`)!;
      // Drawn always, and kept clear of by the names (not ignore-placement); from the zoom of its tier's names.
      expect(dot.layout).toMatchObject({ 'text-field': '\u00b7', 'text-allow-overlap': true });
      expect(dot.layout!['text-ignore-placement']).toBeUndefined();
      expect(dot.minzoom).toBe(layers.find((l) => l.id === `places-names-${tier}`)!.minzoom);
    }
  });

  it('names counties by their label, and each independent city once, at its dot (not again as "(city)")', () => {
    const layer = namesStyle('light').layers.find((l) => l.id === 'locality-names')!;
    expect('filter' in layer && layer.filter).toEqual(['!=', 'city', 1]);
  });

  it('names the largest cities at every zoom, the other seats from regional zoom and the towns from county zoom', () => {
    const minzoom = Object.fromEntries(
      namesStyle('light').layers.map((l) => [l.id, 'minzoom' in l ? l.minzoom : 0]),
    );
    expect(minzoom['places-names-1']).toBe(0);
    expect(minzoom['places-names-2']).toBeCloseTo(zoomOfScale(2_500_000));
    expect(minzoom['places-names-3']).toBeCloseTo(zoomOfScale(700_000));
    expect(minzoom['locality-names']).toBeCloseTo(zoomOfScale(1_600_000));
    // A 512-pixel tiling: zoom 7 is about 1:2.3 million.
    expect(zoomOfScale(2_311_162)).toBeCloseTo(7, 2);
  });
});

describe('with an ARCGIS_API_KEY', () => {
  it("lies on Esri's basemap with no local names or lakes, and its local layers unfilled", () => {
    configureBasemaps({
      source: 'esri',
      apiKey: 'key',
      styles: { light: 'a', dark: 'b', 'high-contrast': 'c' },
    });
    const { basemap, localities } = createBasemap('light');
    const base = basemap.baseLayers as unknown as Layer[];
    expect(base.map((l) => l.id)).toEqual(['basemap-esri', 'basemap-localities', 'basemap-tiles']);
    expect(basemap.referenceLayers).toEqual([]);
    expect(((localities.renderer as SimpleRenderer).symbol as SimpleFillSymbol).color).toBe('rgba(0,0,0,0)');
    expect(ids(base[2]!.style as Style)).toEqual(['neighbours-line', 'virginia-line']);
  });
});

describe('with the agency’s own basemap (BASEMAP_STYLE_URL)', () => {
  it.each(MAP_BASEMAPS)('%s: the agency’s style of that choice lies under the local layers', (style) => {
    configureBasemaps({
      source: 'agency',
      styleUrl: 'https://maps.example.gov/{basemap}/style.json',
      origins: ['https://maps.example.gov'],
    });
    const { basemap, localities } = createBasemap(style);
    const base = basemap.baseLayers as unknown as Layer[];
    expect(base.map((l) => l.id)).toEqual(['basemap-agency', 'basemap-localities', 'basemap-tiles']);
    expect(base[0]!.url).toBe(`https://maps.example.gov/${style}/style.json`);
    expect(basemap.referenceLayers).toEqual([]);
    expect(((localities.renderer as SimpleRenderer).symbol as SimpleFillSymbol).color).toBe('rgba(0,0,0,0)');
    expect(basemapHasRoads()).toBe(true);
    expect(basemapHolds()).toBe(BASEMAP_HOLDS.agency);
  });
});
