/**
 * The comparison of bench/map.ts: the basemap as the site drew it before its vector tiles (until 2026-11-28), its
 * light style: four GeoJSON layers (the counties with their names, the lakes, the states, the towns with their
 * names), each file fetched and parsed in the browser and its names shaped by the SDK's label engine.
 */
import '@/components/map/arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import LabelClass from '@arcgis/core/layers/support/LabelClass';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import UniqueValueRenderer from '@arcgis/core/renderers/UniqueValueRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import TextSymbol from '@arcgis/core/symbols/TextSymbol';
import { LABEL_SCALES } from '@/components/map/basemapStyle';
import { mapColours } from '@/styles/theme';
import { drawBare } from './drawn';

const c = mapColours.basemaps.light;
const names = mapColours.labels.light;
const text = (size: number) =>
  new TextSymbol({ color: names.text, haloColor: names.halo, haloSize: 1.5, font: { size } });
const fillSymbol = (color: string, outline: string, width: number) =>
  new SimpleFillSymbol({ color, outline: { color: outline, width } });
const marker = (size: number) =>
  new SimpleMarkerSymbol({ style: 'circle', size, color: c.state, outline: { color: names.halo, width: 1 } });

const localities = new GeoJSONLayer({
  url: '/basemap/localities.geojson',
  outFields: ['fips', 'name', 'city'],
  renderer: new SimpleRenderer({ symbol: fillSymbol(c.locality, c.line, 0.6) }),
  labelingInfo: [
    new LabelClass({
      labelExpressionInfo: { expression: '$feature.name' },
      labelPlacement: 'always-horizontal',
      minScale: LABEL_SCALES.localities,
      symbol: text(10),
    }),
  ],
  popupEnabled: false,
});
const water = new GeoJSONLayer({
  url: '/basemap/water.geojson',
  renderer: new SimpleRenderer({ symbol: fillSymbol(c.background, 'rgba(0,0,0,0)', 0) }),
  popupEnabled: false,
});
const states = new GeoJSONLayer({
  url: '/basemap/states.geojson',
  renderer: new UniqueValueRenderer({
    field: 'virginia',
    uniqueValueInfos: [
      { value: 0, symbol: fillSymbol(c.neighbour, c.line, 1) },
      { value: 1, symbol: fillSymbol('rgba(0,0,0,0)', c.state, 1.5) },
    ],
  }),
  popupEnabled: false,
});
const places = new GeoJSONLayer({
  url: '/basemap/places.geojson',
  outFields: ['name', 'tier'],
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
        symbol: text(tier === 1 ? 12 : tier === 2 ? 11 : 10),
      }),
  ),
});
const layers = [localities, water, states, places];
drawBare(layers);
