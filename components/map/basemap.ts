import './arcgisConfig';
import Basemap from '@arcgis/core/Basemap';
import esriConfig from '@arcgis/core/config';
import VectorTileLayer from '@arcgis/core/layers/VectorTileLayer';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import type { BasemapConfig } from '@/lib/shared/basemapConfig';
import type { MapBasemap } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';
import { baseStyle, namesStyle } from './basemapStyle';

/** The counties and cities, written by scripts/copy-arcgis-assets.mjs (us-atlas) and served by this site. */
export const LOCALITIES_FILE = '/basemap/localities.geojson';

/** The basemap's vector-tile layers: no names of their own to identify (identify and the counts leave them out). */
export const TILE_LAYER_IDS = ['basemap-tiles', 'basemap-names'];

/** The lakes' and the names' credits (the states and counties are the Census Bureau's, public domain). */
const CREDITS =
  'Offline basemap, no roads | Lakes: © OpenStreetMap contributors (ODbL) | Place names: GeoNames (CC BY 4.0)';

const fill = (color: string, outline: string, width: number) =>
  new SimpleRenderer({ symbol: new SimpleFillSymbol({ color, outline: { color: outline, width } }) });

let source: BasemapConfig = { source: 'local' };

/** Whether the basemap draws roads: Esri's does; the offline one has none (no public road data ships here). */
export const basemapHasRoads = () => source.source === 'esri';

/** Chooses where basemaps come from (the page's ARCGIS_API_KEY switch); the local basemap by default. */
export function configureBasemaps(config: BasemapConfig) {
  source = config;
  if (config.source === 'esri') esriConfig.apiKey = config.apiKey;
}

/** Esri's basemap style service (only with an ARCGIS_API_KEY). */
const ESRI_STYLE_URL = 'https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/';

/**
 * The basemap: its 133 counties and cities as a GeoJSON layer (the map identifies and counts with it), and above
 * them the lakes, the neighbouring states and Virginia's outline as vector tiles; the names of counties, cities
 * and towns, from ready-made glyphs, as vector tiles above the operational layers. One style of three. With an
 * ARCGIS_API_KEY, Esri's basemap style of that choice lies underneath (with its own roads, water and names, so
 * the local names and lakes are left out) and the local layers are drawn unfilled (the counties stay, for the
 * keyboard's live list and identify).
 *
 * Vector tiles because the SDK draws them cheaply: it decodes a small tile where it parsed, tessellated and
 * labelled each GeoJSON file in the browser, and its names need no text-shaping engine (docs/benchmarks.md).
 */
export function createBasemap(style: MapBasemap): { basemap: Basemap; localities: GeoJSONLayer } {
  const esri = source.source === 'esri' ? source.styles[style] : null;
  const c = mapColours.basemaps[style];
  const localities = new GeoJSONLayer({
    id: 'basemap-localities',
    title: 'Counties and cities',
    url: LOCALITIES_FILE,
    outFields: ['fips', 'name', 'city'],
    renderer: fill(esri ? 'rgba(0,0,0,0)' : c.locality, c.line, style === 'high-contrast' ? 1 : 0.6),
    popupEnabled: false,
  });
  const tiles = new VectorTileLayer({
    id: 'basemap-tiles',
    title: 'States and lakes',
    style: baseStyle(style, { esri: Boolean(esri) }),
    ...(esri ? {} : { copyright: CREDITS }),
  });
  return {
    basemap: new Basemap({
      baseLayers: [
        ...(esri ? [new VectorTileLayer({ id: 'basemap-esri', url: `${ESRI_STYLE_URL}${esri}` })] : []),
        localities,
        tiles,
      ],
      referenceLayers: esri
        ? []
        : [new VectorTileLayer({ id: 'basemap-names', title: 'Place names', style: namesStyle(style) })],
      title: style,
      id: style,
    }),
    localities,
  };
}

/** The view's background colour for a basemap style (the sea and the land beyond the neighbours). */
export const basemapBackground = (style: MapBasemap) => mapColours.basemaps[style].background;
