import './arcgisConfig';
import Basemap from '@arcgis/core/Basemap';
import esriConfig from '@arcgis/core/config';
import VectorTileLayer from '@arcgis/core/layers/VectorTileLayer';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import {
  agencyStyleUrl,
  BASEMAP_CONFIG_ELEMENT,
  BASEMAP_HOLDS,
  type BasemapConfig,
} from '@/lib/shared/basemapConfig';
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

let configured: BasemapConfig | null = null;

/**
 * The basemap configuration of this page: what configureBasemaps set, else what the page carries (pages/
 * _document.tsx writes it on every page when a basemap setting is made), else the local basemap. Read once.
 */
function source(): BasemapConfig {
  if (!configured) {
    const json = typeof document === 'undefined' ? null : document.getElementById(BASEMAP_CONFIG_ELEMENT);
    configureBasemaps(
      json?.textContent ? (JSON.parse(json.textContent) as BasemapConfig) : { source: 'local' },
    );
  }
  return configured!;
}

/** Whether the basemap draws roads: the agency's and Esri's do; the offline one has none (none ship here). */
export const basemapHasRoads = () => source().source !== 'local';

/** What the basemap holds, said under the basemap choice. */
export const basemapHolds = () => BASEMAP_HOLDS[source().source];

/** Chooses where basemaps come from (the page's basemap settings); the local basemap by default. */
export function configureBasemaps(config: BasemapConfig) {
  configured = config;
  if (config.source !== 'local' && config.apiKey) esriConfig.apiKey = config.apiKey;
}

/** Esri's basemap style service (only with an ARCGIS_API_KEY). */
const ESRI_STYLE_URL = 'https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/';

/**
 * The basemap: its 133 counties and cities as a GeoJSON layer (the map identifies and counts with it), and above
 * them the lakes, the neighbouring states and Virginia's outline as vector tiles; the names of counties, cities
 * and towns, from ready-made glyphs, as vector tiles above the operational layers. One style of three. With an
 * agency basemap (BASEMAP_STYLE_URL) or an ARCGIS_API_KEY, that style of the choice lies underneath (with its own
 * roads, water and names, so the local names and lakes are left out) and the local layers are drawn unfilled
 * (the counties stay, for the keyboard's live list and identify). Every map of the site is built here.
 *
 * Vector tiles because the SDK draws them cheaply: it decodes a small tile where it parsed, tessellated and
 * labelled each GeoJSON file in the browser, and its names need no text-shaping engine (docs/benchmarks.md).
 */
export function createBasemap(style: MapBasemap): { basemap: Basemap; localities: GeoJSONLayer } {
  const config = source();
  // The style drawn under the local layers: Esri's for the choice, or the agency's own, or none (offline).
  const under =
    config.source === 'esri'
      ? `${ESRI_STYLE_URL}${config.styles[style]}`
      : config.source === 'agency'
        ? agencyStyleUrl(config.styleUrl, style)
        : null;
  const overAnother = under !== null;
  const c = mapColours.basemaps[style];
  const localities = new GeoJSONLayer({
    id: 'basemap-localities',
    title: 'Counties and cities',
    url: LOCALITIES_FILE,
    outFields: ['fips', 'name', 'city'],
    renderer: fill(overAnother ? 'rgba(0,0,0,0)' : c.locality, c.line, style === 'high-contrast' ? 1 : 0.6),
    popupEnabled: false,
  });
  const tiles = new VectorTileLayer({
    id: 'basemap-tiles',
    title: 'States and lakes',
    style: baseStyle(style, { esri: overAnother }),
    ...(overAnother ? {} : { copyright: CREDITS }),
  });
  return {
    basemap: new Basemap({
      baseLayers: [
        ...(under ? [new VectorTileLayer({ id: `basemap-${config.source}`, url: under })] : []),
        localities,
        tiles,
      ],
      referenceLayers: overAnother
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
