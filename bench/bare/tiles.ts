/**
 * A candidate basemap for bench/map.ts: the same basemap as vector tiles (made by scripts/basemap-tiles.mjs from
 * the same GeoJSON files, served beside this page) drawn by one VectorTileLayer, with its names (glyphs.ts)
 * when the page's address says `?labels`.
 */
import '@/components/map/arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import ArcGISMap from '@arcgis/core/Map';
import Extent from '@arcgis/core/geometry/Extent';
import VectorTileLayer from '@arcgis/core/layers/VectorTileLayer';
import MapView from '@arcgis/core/views/MapView';
import { LABEL_SCALES } from '@/components/map/basemap';
import { VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';
import { markDrawn } from './drawn';
import { basemapStyle } from './tilesStyle';

const labels = new URLSearchParams(location.search).has('labels');
const layer = new VectorTileLayer({
  // The GeoJSON basemap's credits, so both draw the same attribution line.
  copyright: 'Lakes: © OpenStreetMap contributors (ODbL) | Place names: GeoNames (CC BY 4.0)',
  style: basemapStyle('light', {
    tiles: `${location.origin}/__bare/tiles/{z}/{x}/{y}.pbf`,
    glyphs: labels ? `${location.origin}/__bare/glyphs/{fontstack}/{range}.pbf` : null,
    labelScales: LABEL_SCALES,
  }),
});
const view = new MapView({
  container: 'map',
  map: new ArcGISMap({ layers: [layer] }),
  spatialReference: { wkid: 3857 },
  extent: new Extent({ ...VIRGINIA_EXTENT, spatialReference: { wkid: 4326 } }),
  background: { color: mapColours.basemaps.light.background },
  popupEnabled: false,
  constraints: { snapToZoom: false },
});
view.ui.components = ['zoom'];
markDrawn(view, [layer]);
