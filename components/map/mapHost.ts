import './arcgisConfig';
import ArcGISMap from '@arcgis/core/Map';
import Extent from '@arcgis/core/geometry/Extent';
import type Layer from '@arcgis/core/layers/Layer';
import TileInfo from '@arcgis/core/layers/support/TileInfo';
import MapView from '@arcgis/core/views/MapView';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import type { MapBasemap, MapExtent } from '@/lib/shared/schemas/mapExplorerState';
import { mapColours } from '@/styles/theme';
import { basemapBackground, createBasemap } from './basemap';

/**
 * The extent a map opens on to show a bounding box ([minX, minY, maxX, maxY], WGS84; Virginia when null) with a
 * margin: `share` of its size on each side, at least `min` degrees.
 */
export function paddedExtent(bbox: number[] | null, share: number, min: number): MapExtent {
  const [minX, minY, maxX, maxY] = bbox ?? [-83.7, 36.5, -75.2, 39.5];
  const padX = Math.max((maxX - minX) * share, min);
  const padY = Math.max((maxY - minY) * share, min);
  return { xmin: minX - padX, ymin: minY - padY, xmax: maxX + padX, ymax: maxY + padY };
}

/** The closest a map zooms in (1:n): street scale. */
export const STREET_SCALE = 2_000;

/** A WGS84 extent as an ArcGIS Extent. */
export const toExtent = (e: MapExtent) => new Extent({ ...e, spatialReference: { wkid: 4326 } });

/**
 * The SDK makes its drawing surface a tab stop with no name; the site's wrapper around the map is the map's one
 * tab stop (it names the map and takes its keys). The surface is taken out of the tab order as soon as it is
 * there, not once the view is ready: on a busy machine a keyboard user (and the route walk) met the unnamed stop
 * for seconds before. So is the credits' "Powered by Esri" link (it stays visible and clickable): Chromium met it
 * after the zoom buttons going forward but before them coming back (the buttons' shadow roots), so Shift+Tab did
 * not retrace Tab on a study page's map (CI's route walk).
 */
function keepSurfaceOutOfTabOrder(view: MapView, container: HTMLDivElement) {
  const untab = () =>
    container
      .querySelectorAll<HTMLElement>(
        '.esri-view-surface[tabindex="0"], .esri-attribution a:not([tabindex="-1"])',
      )
      .forEach((el) => (el.tabIndex = -1));
  const watcher = new MutationObserver(untab);
  watcher.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['tabindex'],
  });
  untab();
  view.addHandles({ remove: () => watcher.disconnect() });
}

/**
 * The drawing surface is hidden (styles/global.css) until the first view is drawn: the view ready, every layer's view
 * made or failed, nothing updating; or the view failed. Without GPU compositing each visible frame of the first draw
 * was read back to the main thread (issue 58 §4).
 */
function hideUntilFirstDraw(view: MapView, container: HTMLDivElement) {
  container.dataset.firstDraw = 'pending';
  const shown = () => delete container.dataset.firstDraw;
  view
    .when(async () => {
      await Promise.allSettled(view.map!.allLayers.map((l) => view.whenLayerView(l)));
      await reactiveUtils.whenOnce(() => !view.updating);
    })
    .then(shown, shown);
}

/**
 * The one way the site hosts a map: a MapView on the local basemap (Web Mercator, the basemap's background
 * colour, no popups, free zoom, only the zoom buttons), opened on a WGS84 extent with `layers` above the
 * basemap. The Map Explorer's canvas and the submission preview both draw with it. Returns the view and the
 * basemap's localities layer (the canvas counts and identifies with it).
 */
export function createMapView(
  container: HTMLDivElement,
  { basemap, extent, layers = [] }: { basemap: MapBasemap; extent: MapExtent; layers?: Layer[] },
) {
  const { basemap: base, localities } = createBasemap(basemap);
  const view = new MapView({
    container,
    map: new ArcGISMap({ basemap: base, layers }),
    spatialReference: { wkid: 3857 },
    extent: toExtent(extent),
    background: { color: basemapBackground(basemap) },
    popupEnabled: false,
    // Zoom to the street: the view's levels are Web Mercator's 0–24, not the basemap tiles' (their last level, 10,
    // stopped the map at about 1:290,000, city level); the tiles are drawn enlarged past it, and the layers keep
    // their own detail. 1:2,000 is a few houses across: enough to put a comment on an intersection.
    constraints: { snapToZoom: false, lods: TileInfo.create({ size: 512 }).lods, maxScale: STREET_SCALE },
    // A selection must stand out on every basemap and over every layer colour (styles/tokens.ts).
    highlights: [
      { name: 'default', color: mapColours.highlight, haloOpacity: 1, fillOpacity: 0.45 },
      { name: 'temporary', color: mapColours.highlight, haloOpacity: 0.8, fillOpacity: 0.25 },
    ],
  });
  view.ui.components = ['zoom'];
  keepSurfaceOutOfTabOrder(view, container);
  hideUntilFirstDraw(view, container);
  return { view, localities };
}
