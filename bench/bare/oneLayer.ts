/**
 * The floor of bench/map.ts: the same @arcgis/core, configuration and assets as the site, one GeoJSON layer of
 * Virginia's counties and cities (the basemap's own file and colours), Virginia's extent, nothing else.
 */
import '@/components/map/arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import ArcGISMap from '@arcgis/core/Map';
import Extent from '@arcgis/core/geometry/Extent';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import MapView from '@arcgis/core/views/MapView';
import { BASEMAP_FILES } from '@/components/map/basemap';
import { VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';
import { markDrawn } from './drawn';

const c = mapColours.basemaps.light;
const localities = new GeoJSONLayer({
  url: BASEMAP_FILES.localities,
  renderer: new SimpleRenderer({
    symbol: new SimpleFillSymbol({ color: c.locality, outline: { color: c.line, width: 0.6 } }),
  }),
  popupEnabled: false,
});
const view = new MapView({
  container: 'map',
  map: new ArcGISMap({ layers: [localities] }),
  spatialReference: { wkid: 3857 },
  extent: new Extent({ ...VIRGINIA_EXTENT, spatialReference: { wkid: 4326 } }),
  background: { color: c.background },
  popupEnabled: false,
  constraints: { snapToZoom: false },
});
view.ui.components = ['zoom'];
markDrawn(view, [localities]);
