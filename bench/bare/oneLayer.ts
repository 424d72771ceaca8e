/**
 * The floor of bench/map.ts: the same @arcgis/core, configuration and assets as the site, one GeoJSON layer of
 * Virginia's counties and cities (the basemap's own file and colours), Virginia's extent, nothing else.
 */
import '@/components/map/arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import { LOCALITIES_FILE } from '@/components/map/basemap';
import { mapColours } from '@/styles/theme';
import { drawBare } from './drawn';

const c = mapColours.basemaps.light;
const localities = new GeoJSONLayer({
  url: LOCALITIES_FILE,
  renderer: new SimpleRenderer({
    symbol: new SimpleFillSymbol({ color: c.locality, outline: { color: c.line, width: 0.6 } }),
  }),
  popupEnabled: false,
});
drawBare([localities]);
