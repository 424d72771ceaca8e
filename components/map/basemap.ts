import './arcgisConfig';
import Basemap from '@arcgis/core/Basemap';
import esriConfig from '@arcgis/core/config';
import VectorTileLayer from '@arcgis/core/layers/VectorTileLayer';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import LabelClass from '@arcgis/core/layers/support/LabelClass';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import UniqueValueRenderer from '@arcgis/core/renderers/UniqueValueRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import TextSymbol from '@arcgis/core/symbols/TextSymbol';
import type { BasemapConfig } from '@/lib/shared/basemapConfig';
import type { MapBasemap } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';

/**
 * Files written by scripts/copy-arcgis-assets.mjs and served by this site: the real boundaries (us-atlas), the
 * place names (GeoNames) and the lakes (OpenStreetMap).
 */
export const BASEMAP_FILES = {
  states: '/basemap/states.geojson',
  localities: '/basemap/localities.geojson',
  places: '/basemap/places.geojson',
  water: '/basemap/water.geojson',
};

/**
 * Ids of the basemap's label layers (drawn above the operational layers; identify leaves them out). County and
 * city names are labels of the counties layer itself (one layer for both: the file is fetched and parsed once).
 */
export const LABEL_LAYER_IDS = ['basemap-places'];

/** The lakes under the operational layers (identify leaves them out too: they have no names). */
export const WATER_LAYER_ID = 'basemap-water';

/**
 * The scale from which each tier of place names is labelled (public/basemap/places.geojson, made by
 * scripts/copy-arcgis-assets.mjs): tier 1 (the largest cities) always, tier 2 (the other county seats and
 * independent cities) from regional zoom, tier 3 (every other town of 1,000 people or more) from county zoom.
 * County and city names are labelled from regional zoom.
 */
export const LABEL_SCALES = { places: { 1: 0, 2: 2_500_000, 3: 700_000 }, localities: 1_600_000 } as const;

type LabelColours = { text: string; halo: string };

const labelColours = (style: MapBasemap): LabelColours => mapColours.labels[style];

const text = (c: LabelColours, size: number) =>
  new TextSymbol({ color: c.text, haloColor: c.halo, haloSize: 1.5, font: { size } });

/** Town and city names (GeoNames), a dot for the larger ones; above everything else on the map. */
function placesLayer(c: LabelColours, dot: string) {
  const marker = (size: number) =>
    new SimpleMarkerSymbol({ style: 'circle', size, color: dot, outline: { color: c.halo, width: 1 } });
  return new GeoJSONLayer({
    id: 'basemap-places',
    title: 'Towns and cities',
    url: BASEMAP_FILES.places,
    outFields: ['name', 'tier'],
    copyright: 'Place names: GeoNames (CC BY 4.0)',
    popupEnabled: false,
    renderer: new UniqueValueRenderer({
      field: 'tier',
      uniqueValueInfos: [
        { value: 1, symbol: marker(6) },
        { value: 2, symbol: marker(4) },
        { value: 3, symbol: marker(3) },
      ],
    }),
    labelingInfo: ([1, 2, 3] as const).map(
      (tier) =>
        new LabelClass({
          where: `tier = ${tier}`,
          labelExpressionInfo: { expression: '$feature.name' },
          labelPlacement: 'above-center',
          minScale: LABEL_SCALES.places[tier],
          symbol: text(c, tier === 1 ? 12 : tier === 2 ? 11 : 10),
        }),
    ),
  });
}

/** County and independent-city names over their areas, from regional zoom (labels of the counties layer). */
const localityLabels = (c: LabelColours) => [
  new LabelClass({
    labelExpressionInfo: { expression: '$feature.name' },
    labelPlacement: 'always-horizontal',
    minScale: LABEL_SCALES.localities,
    symbol: text(c, 10),
  }),
];

const fillSymbol = (color: string, outline: string, width: number) =>
  new SimpleFillSymbol({ color, outline: { color: outline, width } });

const fill = (color: string, outline: string, width: number) =>
  new SimpleRenderer({ symbol: fillSymbol(color, outline, width) });

let source: BasemapConfig = { source: 'local' };

/** Chooses where basemaps come from (the page's ARCGIS_API_KEY switch); the local basemap by default. */
export function configureBasemaps(config: BasemapConfig) {
  source = config;
  if (config.source === 'esri') esriConfig.apiKey = config.apiKey;
}

/** Esri's basemap style service (only with an ARCGIS_API_KEY). */
const ESRI_STYLE_URL = 'https://basemapstyles-api.arcgis.com/arcgis/rest/services/styles/v2/styles/';

/**
 * The basemap: its 133 counties and cities, its lakes and the states around it, in one of three styles, with
 * the names of towns as a reference layer above the operational layers and the names of counties and cities
 * labelled on the counties layer. With an ARCGIS_API_KEY, Esri's basemap style of that choice lies underneath
 * (with its own roads, water and names, so the local names and lakes are left out) and the local layers are
 * drawn unfilled (the counties stay, for the keyboard's live list and identify).
 *
 * Each file is one layer, fetched and parsed once (the draw time): the states file draws the
 * neighbours filled and Virginia as an outline with one renderer, above the counties and the lakes (the
 * neighbours do not overlap Virginia, so only their own lakes are covered).
 */
export function createBasemap(style: MapBasemap): { basemap: Basemap; localities: GeoJSONLayer } {
  const esri = source.source === 'esri' ? source.styles[style] : null;
  const local = mapColours.basemaps[style];
  const c = esri ? { ...local, neighbour: 'rgba(0,0,0,0)', locality: 'rgba(0,0,0,0)' } : local;
  const names = labelColours(style);
  const localities = new GeoJSONLayer({
    id: 'basemap-localities',
    title: 'Counties and cities',
    url: BASEMAP_FILES.localities,
    outFields: ['fips', 'name', 'city'],
    renderer: fill(c.locality, c.line, style === 'high-contrast' ? 1 : 0.6),
    labelingInfo: esri ? [] : localityLabels(names),
    popupEnabled: false,
  });
  // Lakes and reservoirs over the counties, in the sea's colour: the Census outlines leave out only the bay, the
  // sea and the widest estuaries. Esri's basemaps draw their own water.
  const water = new GeoJSONLayer({
    id: WATER_LAYER_ID,
    title: 'Lakes and reservoirs',
    url: BASEMAP_FILES.water,
    renderer: fill(local.background, 'rgba(0,0,0,0)', 0),
    copyright: 'Lakes: © OpenStreetMap contributors (ODbL)',
    popupEnabled: false,
  });
  const states = new GeoJSONLayer({
    id: 'basemap-states',
    title: 'States',
    url: BASEMAP_FILES.states,
    renderer: new UniqueValueRenderer({
      field: 'virginia',
      uniqueValueInfos: [
        { value: 0, symbol: fillSymbol(c.neighbour, c.line, 1) },
        { value: 1, symbol: fillSymbol('rgba(0,0,0,0)', c.state, 1.5) },
      ],
    }),
    popupEnabled: false,
  });
  return {
    basemap: new Basemap({
      baseLayers: [
        ...(esri ? [new VectorTileLayer({ id: 'basemap-esri', url: `${ESRI_STYLE_URL}${esri}` })] : []),
        localities,
        ...(esri ? [] : [water]),
        states,
      ],
      referenceLayers: esri ? [] : [placesLayer(names, c.state)],
      title: style,
      id: style,
    }),
    localities,
  };
}

/** The view's background colour for a basemap style (the sea and the land beyond the neighbours). */
export const basemapBackground = (style: MapBasemap) => mapColours.basemaps[style].background;
