/**
 * The second floor of bench/map.ts: the site's own map host (components/map/mapHost.ts) with its light basemap
 * (the four basemap layers and their labels, as components/map/basemap.ts makes them), Virginia's extent, no
 * operational layers, no page around it.
 */
import '@/components/map/arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import { createMapView } from '@/components/map/mapHost';
import { VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';
import { markDrawn } from './drawn';

const { view } = createMapView(document.getElementById('map') as HTMLDivElement, {
  basemap: 'light',
  extent: VIRGINIA_EXTENT,
});
markDrawn(view, [...view.map!.basemap!.baseLayers, ...view.map!.basemap!.referenceLayers]);
