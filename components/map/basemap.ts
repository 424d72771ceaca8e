import './arcgisConfig';
import Basemap from '@arcgis/core/Basemap';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import type { MapBasemap } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';

/** Files written by scripts/copy-arcgis-assets.mjs from us-atlas: the real boundaries, served by this site. */
export const BASEMAP_FILES = { states: '/basemap/states.geojson', localities: '/basemap/localities.geojson' };

function fill(color: string, outline: string, width: number) {
  return new SimpleRenderer({
    symbol: new SimpleFillSymbol({ color, outline: { color: outline, width } }),
  });
}

/** The local basemap: Virginia's neighbours, its 133 counties and cities, in one of three styles. */
export function createBasemap(style: MapBasemap): { basemap: Basemap; localities: GeoJSONLayer } {
  const c = mapColours.basemaps[style];
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
    basemap: new Basemap({ baseLayers: [states, localities, outline], title: style, id: style }),
    localities,
  };
}

/** The view's background colour for a basemap style (the sea and the land beyond the neighbours). */
export const basemapBackground = (style: MapBasemap) => mapColours.basemaps[style].background;
