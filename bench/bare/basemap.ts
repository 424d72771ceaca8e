/**
 * The second floor of bench/map.ts: the site's own map host (components/map/mapHost.ts) with its light basemap
 * (the counties, and the vector tiles of the states, lakes and names, as components/map/basemap.ts makes them),
 * Virginia's extent, no operational layers, no page around it.
 */
import '@/components/map/arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import { createMapView } from '@/components/map/mapHost';
import { markDrawn, pageExtent } from './drawn';

const { view } = createMapView(document.getElementById('map') as HTMLDivElement, {
  basemap: 'light',
  extent: pageExtent(),
});
markDrawn(view, [...view.map!.basemap!.baseLayers, ...view.map!.basemap!.referenceLayers]);
