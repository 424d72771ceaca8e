/**
 * The site's map host and basemap (as bench/bare/basemap.ts) with every label turned off: what the four GeoJSON
 * layers' geometry costs without the label engine.
 */
import '@/components/map/arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import type GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import { createMapView } from '@/components/map/mapHost';
import { VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';
import { markDrawn } from './drawn';

const { view } = createMapView(document.getElementById('map') as HTMLDivElement, {
  basemap: 'light',
  extent: VIRGINIA_EXTENT,
});
const layers = [...view.map!.basemap!.baseLayers, ...view.map!.basemap!.referenceLayers];
for (const l of layers as unknown as GeoJSONLayer[]) {
  l.labelingInfo = [];
  l.labelsVisible = false;
}
markDrawn(view, layers);
