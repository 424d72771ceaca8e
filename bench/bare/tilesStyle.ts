/**
 * The local basemap as a vector-tile style for bench/bare/tiles.ts (scripts/basemap-tiles.mjs makes the tiles):
 * the colours of styles/tokens.ts and the line widths, dot sizes and label tiers of components/map/basemap.ts.
 */
import type { MapBasemap } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';

/** ArcGIS symbols are sized in points, a vector-tile style in pixels. */
const px = (pt: number) => (pt * 4) / 3;

/** The zoom level of a 512-pixel Web Mercator tiling at which a view reaches `scale` (labels' minScale). */
export const zoomOfScale = (scale: number) => (scale ? Math.log2(295_828_763.795_777 / scale) : 0);

type Options = {
  tiles: string;
  glyphs: string | null;
  labelScales: { places: Record<1 | 2 | 3, number>; localities: number };
};

/**
 * The local basemap as a vector-tile style (Mapbox GL style 8, which ArcGIS's VectorTileLayer draws): the same
 * colours and line widths as the GeoJSON basemap, and, when `glyphs` is given, the same names at the same scales.
 */
export function basemapStyle(style: MapBasemap, { tiles, glyphs, labelScales }: Options) {
  const c = mapColours.basemaps[style];
  const names = mapColours.labels[style];
  const line = (id: string, source: string, color: string, width: number, filter?: unknown[]) => ({
    id,
    type: 'line',
    source: 'basemap',
    'source-layer': source,
    ...(filter ? { filter } : {}),
    paint: { 'line-color': color, 'line-width': px(width) },
  });
  const fill = (id: string, source: string, color: string, filter?: unknown[]) => ({
    id,
    type: 'fill',
    source: 'basemap',
    'source-layer': source,
    ...(filter ? { filter } : {}),
    paint: { 'fill-color': color },
  });
  // Every town's dot shows at every scale, as on the GeoJSON basemap (only the names have a scale).
  const dot = (tier: 1 | 2 | 3, size: number) => ({
    id: `places-dot-${tier}`,
    type: 'circle',
    source: 'basemap',
    'source-layer': 'places',
    filter: ['==', 'tier', tier],
    paint: {
      'circle-radius': px(size) / 2,
      'circle-color': c.state,
      'circle-stroke-color': names.halo,
      'circle-stroke-width': px(1),
    },
  });
  const label = (
    id: string,
    source: string,
    size: number,
    scale: number,
    extra: object,
    filter?: unknown[],
  ) => ({
    id,
    type: 'symbol',
    source: 'basemap',
    'source-layer': source,
    ...(filter ? { filter } : {}),
    minzoom: zoomOfScale(scale),
    layout: { 'text-field': '{name}', 'text-font': ['Noto Sans Regular'], 'text-size': px(size), ...extra },
    paint: { 'text-color': names.text, 'text-halo-color': names.halo, 'text-halo-width': px(1.5) },
  });
  return {
    version: 8,
    ...(glyphs ? { glyphs } : {}),
    sources: { basemap: { type: 'vector', tiles: [tiles], minzoom: 0, maxzoom: 10 } },
    layers: [
      fill('localities-fill', 'localities', c.locality),
      line('localities-line', 'localities', c.line, style === 'high-contrast' ? 1 : 0.6),
      fill('water', 'water', c.background),
      fill('neighbours-fill', 'states', c.neighbour, ['==', 'virginia', 0]),
      line('neighbours-line', 'states', c.line, 1, ['==', 'virginia', 0]),
      line('virginia-line', 'states', c.state, 1.5, ['==', 'virginia', 1]),
      dot(1, 6),
      dot(2, 4),
      dot(3, 3),
      ...(glyphs
        ? [
            label('locality-names', 'locality-labels', 10, labelScales.localities, {}),
            ...([1, 2, 3] as const).map((tier) =>
              label(
                `places-names-${tier}`,
                'places',
                tier === 1 ? 12 : tier === 2 ? 11 : 10,
                labelScales.places[tier],
                { 'text-anchor': 'bottom', 'text-offset': [0, -0.75] },
                ['==', 'tier', tier],
              ),
            ),
          ]
        : []),
    ],
  };
}
