/**
 * The local basemap's vector-tile styles (Mapbox GL style 8, which ArcGIS's VectorTileLayer draws), over the tiles
 * and glyphs scripts/copy-arcgis-assets.mjs writes to public/basemap (scripts/basemap-tiles.mjs,
 * scripts/basemap-glyphs.mjs): the colours of styles/tokens.ts, and line widths, dot sizes and name tiers in
 * ArcGIS's points as the GeoJSON basemap had them.
 */
import type { MapBasemap } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';

/** Where the tile sets and the glyph ranges are served (the same origin: the CSP's connect-src 'self'). */
export const BASEMAP_TILES = {
  base: '/basemap/tiles/base/{z}/{x}/{y}.pbf',
  names: '/basemap/tiles/names/{z}/{x}/{y}.pbf',
  glyphs: '/basemap/glyphs/{fontstack}/{range}.pbf',
};
/** The highest zoom with tiles of its own (scripts/basemap-tiles.mjs); closer views draw them enlarged. */
export const TILES_MAX_ZOOM = 10;
/** The glyphs' fontstack (scripts/basemap-glyphs.mjs). */
export const GLYPH_FONTSTACK = 'noto-sans-regular';

/**
 * The scale from which each tier of place names is labelled (public/basemap/places.geojson, made by
 * scripts/copy-arcgis-assets.mjs): tier 1 (the largest cities) always, tier 2 (the other county seats and
 * independent cities) from regional zoom, tier 3 (every other town of 1,000 people or more) from county zoom.
 * County and city names are labelled from regional zoom.
 */
export const LABEL_SCALES = { places: { 1: 0, 2: 2_500_000, 3: 700_000 }, localities: 1_600_000 } as const;

/** ArcGIS symbols are sized in points, a vector-tile style in pixels. */
const px = (pt: number) => (pt * 4) / 3;

/** The zoom level of a 512-pixel Web Mercator tiling at which a view reaches `scale` (a name's minScale). */
export const zoomOfScale = (scale: number) => (scale ? Math.log2(295_828_763.795_777 / scale) : 0);

/** The tile URLs are absolute: a style given as an object has no address of its own to resolve them against. */
const absolute = (path: string) => `${globalThis.location?.origin ?? ''}${path}`;

const source = (tiles: string) => ({
  type: 'vector',
  tiles: [absolute(tiles)],
  minzoom: 0,
  maxzoom: TILES_MAX_ZOOM,
});

type StyleLayer = Record<string, unknown> & { id: string; type: string };

/**
 * What lies above the counties (drawn by their own GeoJSON layer) and under the operational layers: the lakes in
 * the sea's colour, the neighbouring states filled and outlined, Virginia outlined. Over an Esri basemap
 * (`esri`), only the outlines: Esri's basemap draws its own land and water.
 */
export function baseStyle(style: MapBasemap, { esri = false } = {}) {
  const c = mapColours.basemaps[style];
  const layer = (id: string, type: 'fill' | 'line', paint: object, filter?: unknown[]): StyleLayer => ({
    id,
    type,
    source: 'base',
    'source-layer': id === 'water' ? 'water' : 'states',
    ...(filter ? { filter } : {}),
    paint,
  });
  const neighbours = ['==', 'virginia', 0];
  return {
    version: 8,
    sources: { base: source(BASEMAP_TILES.base) },
    layers: [
      ...(esri
        ? []
        : [
            layer('water', 'fill', { 'fill-color': c.background }),
            layer('neighbours-fill', 'fill', { 'fill-color': c.neighbour }, neighbours),
          ]),
      layer('neighbours-line', 'line', { 'line-color': c.line, 'line-width': px(1) }, neighbours),
      layer('virginia-line', 'line', { 'line-color': c.state, 'line-width': px(1.5) }, ['==', 'virginia', 1]),
    ],
  };
}

/**
 * The space each name keeps clear around it, in pixels: names that only touched (a county's above its seat's,
 * two towns a line apart) are deconflicted, one of them left out until the map goes in (issue 58).
 */
export const LABEL_PADDING = 6;

/**
 * The names, above the operational layers: county and city names from regional zoom, and the towns by tier, each
 * with its dot, drawn from the SDF glyphs (no text-shaping engine at first draw). Names deconflict at every zoom:
 * each keeps LABEL_PADDING clear, and the dots take part in the placement (a dot is the glyph "·", drawn always
 * and kept clear of), so a name is never laid over another town's dot; a tier's dots show from the zoom its names
 * do (at statewide scale only the largest cities have a dot, not a thousand towns under their names). A later
 * layer is placed first where symbols collide, so the dots, then the largest cities' names, win.
 */
export function namesStyle(style: MapBasemap) {
  const c = mapColours.basemaps[style];
  const names = mapColours.labels[style];
  // A middle dot (U+00B7, in the glyphs' 0–255 range) is about an eighth of its text size across: `size` is
  // the dot's width in points, as the circles before it had.
  const dot = (tier: 1 | 2 | 3, size: number): StyleLayer => ({
    id: `places-dot-${tier}`,
    type: 'symbol',
    source: 'names',
    'source-layer': 'places',
    filter: ['==', 'tier', tier],
    minzoom: zoomOfScale(LABEL_SCALES.places[tier]),
    layout: {
      'text-field': '\u00b7',
      'text-font': [GLYPH_FONTSTACK],
      'text-size': px(size) * 8,
      'text-allow-overlap': true,
      'text-padding': 0,
    },
    paint: { 'text-color': c.state, 'text-halo-color': names.halo, 'text-halo-width': px(1) },
  });
  const label = (
    id: string,
    sourceLayer: string,
    size: number,
    scale: number,
    extra = {},
    filter?: unknown[],
  ) => ({
    id,
    type: 'symbol',
    source: 'names',
    'source-layer': sourceLayer,
    ...(filter ? { filter } : {}),
    minzoom: zoomOfScale(scale),
    layout: {
      'text-field': '{name}',
      'text-font': [GLYPH_FONTSTACK],
      'text-size': px(size),
      'text-padding': LABEL_PADDING,
      ...extra,
    },
    paint: { 'text-color': names.text, 'text-halo-color': names.halo, 'text-halo-width': px(1.5) },
  });
  return {
    version: 8,
    glyphs: absolute(BASEMAP_TILES.glyphs),
    sources: { names: source(BASEMAP_TILES.names) },
    layers: [
      // Counties only: an independent city's name is its place's, at its dot ("Waynesboro" sat on
      // "Waynesboro (city)" at county zoom).
      label('locality-names', 'locality-labels', 10, LABEL_SCALES.localities, {}, ['!=', 'city', 1]),
      ...([3, 2, 1] as const).map((tier) =>
        label(
          `places-names-${tier}`,
          'places',
          tier === 1 ? 12 : tier === 2 ? 11 : 10,
          LABEL_SCALES.places[tier],
          { 'text-anchor': 'bottom', 'text-offset': [0, -0.75] },
          ['==', 'tier', tier],
        ),
      ),
      dot(3, 3),
      dot(2, 4),
      dot(1, 6),
    ],
  };
}
