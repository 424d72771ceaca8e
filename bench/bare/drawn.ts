/**
 * Marks a bare benchmark page fully drawn the way the Map Explorer does (its data-map-ready): the view ready,
 * each layer's view made, then nothing updating. bench/map.ts waits for html[data-drawn="true"]. With `?hidden` in its
 * address the page hides its drawing surface until then, as the site's maps do.
 */
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import type Layer from '@arcgis/core/layers/Layer';
import ArcGISMap from '@arcgis/core/Map';
import Extent from '@arcgis/core/geometry/Extent';
import MapView from '@arcgis/core/views/MapView';
import { mapColours } from '@/styles/theme';
import { type MapExtent, VIRGINIA_EXTENT } from '@/lib/shared/schemas/mapExplorerState';

export function markDrawn(view: MapView, layers: Layer[]) {
  // `?hidden`: the drawing surface is hidden until drawn, as the site's maps do (components/map/mapHost.ts).
  const sheet = document.createElement('style');
  sheet.textContent = '.esri-view-surface{opacity:0}';
  if (new URLSearchParams(location.search).has('hidden')) document.head.append(sheet);
  void view
    .when(async () => {
      await Promise.all(layers.map((l) => view.whenLayerView(l)));
      await reactiveUtils.whenOnce(() => !view.updating);
      sheet.remove();
      document.documentElement.dataset.drawn = 'true';
    })
    .catch((e: unknown) => {
      document.documentElement.dataset.drawn = 'error';
      console.error(e);
    });
}

/** The page's extent: `?extent=xmin,ymin,xmax,ymax` (WGS84) when its address gives one, else Virginia's. */
export function pageExtent(): MapExtent {
  const [xmin, ymin, xmax, ymax] = (new URLSearchParams(location.search).get('extent') ?? '')
    .split(',')
    .map(Number);
  return [xmin, ymin, xmax, ymax].every((n) => Number.isFinite(n))
    ? { xmin: xmin!, ymin: ymin!, xmax: xmax!, ymax: ymax! }
    : VIRGINIA_EXTENT;
}

/** A bare page's view as the site's map host makes one (Web Mercator, the light background, free zoom), of `layers`. */
export function drawBare(layers: Layer[]) {
  const view = new MapView({
    container: 'map',
    map: new ArcGISMap({ layers }),
    spatialReference: { wkid: 3857 },
    extent: new Extent({ ...pageExtent(), spatialReference: { wkid: 4326 } }),
    background: { color: mapColours.basemaps.light.background },
    popupEnabled: false,
    constraints: { snapToZoom: false },
  });
  view.ui.components = ['zoom'];
  markDrawn(view, layers);
}
