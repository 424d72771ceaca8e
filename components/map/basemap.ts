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

/** Files written by scripts/copy-arcgis-assets.mjs from us-atlas: the real boundaries, served by this site. */
export const BASEMAP_FILES = { states: '/basemap/states.geojson', localities: '/basemap/localities.geojson' };

function fill(color: string, outline: string, width: number) {
  return new SimpleRenderer({
    symbol: new SimpleFillSymbol({ color, outline: { color: outline, width } }),
  });
}

let source: BasemapConfig = { source: 'local' };

/** Chooses where basemaps come from (the page's ARCGIS_API_KEY switch); the local basemap by default. */
export function configureBasemaps(config: BasemapConfig) {
  source = config;
  if (config.source === 'esri') esriConfig.apiKey = config.apiKey;
}

/** Esri's basemap style service (only with an ARCGIS_API_KEY). */
const ESRI_STYLE_URL = 'https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/';

/**
 * The basemap: Virginia's neighbours, its 133 counties and cities, in one of three styles. With an
 * ARCGIS_API_KEY, Esri's basemap style of that choice lies underneath and the local layers are drawn unfilled
 * (the counties stay, for the keyboard's live list and identify).
 */
export function createBasemap(style: MapBasemap): { basemap: Basemap; localities: GeoJSONLayer } {
  const esri = source.source === 'esri' ? source.styles[style] : null;
  const local = mapColours.basemaps[style];
  const c = esri ? { ...local, neighbour: 'rgba(0,0,0,0)', locality: 'rgba(0,0,0,0)' } : local;
  const states = new GeoJSONLayer({
    id: 'basemap-states',
    title: 'States',
    url: BASEMAP_FILES.states,
    renderer: fill(c.neighbour, c.line, 1),
    definitionExpression: 'virginia = 0',
    popupEnabled: false,
  });
  const localities = new GeoJSONLayer({
    id: 'basemap-localities',
    title: 'Counties and cities',
    url: BASEMAP_FILES.localities,
    outFields: ['fips', 'name', 'city'],
    renderer: fill(c.locality, c.line, style === 'high-contrast' ? 1 : 0.6),
    popupEnabled: false,
  });
  const outline = new GeoJSONLayer({
    id: 'basemap-virginia',
    title: 'Virginia',
    url: BASEMAP_FILES.states,
    renderer: fill('rgba(0,0,0,0)', c.state, 1.5),
    definitionExpression: 'virginia = 1',
    popupEnabled: false,
  });
  return {
    basemap: new Basemap({
      baseLayers: [
        ...(esri ? [new VectorTileLayer({ id: 'basemap-esri', url: `${ESRI_STYLE_URL}${esri}` })] : []),
        states,
        localities,
        outline,
      ],
      title: style,
      id: style,
    }),
    localities,
  };
}

/** The view's background colour for a basemap style (the sea and the land beyond the neighbours). */
export const basemapBackground = (style: MapBasemap) => mapColours.basemaps[style].background;
