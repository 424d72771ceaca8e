import './arcgisConfig';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import type Layer from '@arcgis/core/layers/Layer';
import type MapView from '@arcgis/core/views/MapView';
import Swipe from '@arcgis/core/widgets/Swipe';

/** The year comparison on the map: one layer left of a divide, the other right of it. */
export interface SwipeHandle {
  /** Moves the divide (percent of the map's width from its left edge). */
  setPosition: (percent: number) => void;
  remove: () => void;
}

/**
 * Shows `leadingKey`'s layer left of a vertical divide and `trailingKey`'s right of it (ArcGIS's Swipe widget;
 * the page's own slider moves the divide by keyboard). The two operational layers are found by id once the map
 * has added them.
 */
export function startSwipe(
  view: MapView,
  leadingKey: string,
  trailingKey: string,
  position: number,
): SwipeHandle {
  let swipe: Swipe | null = null;
  let removed = false;
  const find = (key: string) => view.map?.findLayerById(`layer-${key}`) as Layer | undefined;
  void reactiveUtils
    .whenOnce(() => find(leadingKey) && find(trailingKey))
    .then(() => {
      if (removed) return;
      swipe = new Swipe({
        view,
        leadingLayers: [find(leadingKey)!],
        trailingLayers: [find(trailingKey)!],
        direction: 'horizontal',
        position,
        dragLabel: 'Drag to compare the two years',
      });
      view.ui.add(swipe);
    })
    .catch(() => undefined);
  return {
    setPosition: (p) => {
      position = p;
      if (swipe) swipe.position = p;
    },
    remove: () => {
      removed = true;
      if (swipe) {
        view.ui.remove(swipe);
        swipe.destroy();
      }
    },
  };
}
