/**
 * The third floor of bench/map.ts: the site's basemap page (bench/bare/basemap.ts) with the Map Explorer's two
 * default layers added as the Map Explorer adds them (components/map/operationalLayers.ts: GeoJSON from the
 * features API, the same symbols), and no page around it. Beside the bare basemap it shows what the layers cost;
 * beside the Map Explorer, what the page costs. As the Map Explorer does, a page opening at a statewide scale reads the
 * layers' generalised answer (components/map/operationalLayers.ts, openingScale); `?full` reads them whole (as before
 * issue 58), to measure what that saves.
 */
import '@/components/map/arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import { createMapView } from '@/components/map/mapHost';
import { createOperationalLayer, openingScale } from '@/components/map/operationalLayers';
import { layerStyle } from '@/lib/shared/layerStyles';
import { markDrawn, pageExtent } from './drawn';

const container = document.getElementById('map') as HTMLDivElement;
const { view } = createMapView(container, { basemap: 'light', extent: pageExtent() });
const full = new URLSearchParams(location.search).has('full');
const scale = full ? 0 : openingScale(pageExtent(), container.clientWidth);
// Both default layers are lines; their styles are those of their places in the layer list (the seeded order).
const layers = (
  [
    ['priority-locations-2023', '2023 Priority Locations', 7],
    ['coss-roadway-components', 'Corridors of Statewide Significance', 8],
  ] as const
).map(([key, name, index]) => {
  const style = layerStyle(index);
  return createOperationalLayer(
    {
      key,
      name,
      geometryType: 'line',
      colour: style.colour,
      style,
      visible: true,
      opacity: 1,
      definitionExpression: null,
    },
    scale,
  );
});
view.map!.addMany(layers);
markDrawn(view, [...view.map!.basemap!.baseLayers, ...view.map!.basemap!.referenceLayers, ...layers]);
