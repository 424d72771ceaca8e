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
 * has added them. The divide and the page's slider are one state: a drag of the divide is reported through
 * `onMove` (a whole percent), and the slider moves the divide through `setPosition`.
 */
export function startSwipe(
  view: MapView,
  leadingKey: string,
  trailingKey: string,
  position: number,
  onMove: (percent: number) => void,
): SwipeHandle {
  let swipe: Swipe | null = null;
  let moved: { remove: () => void } | null = null;
  let removed = false;
  const find = (key: string) => view.map?.findLayerById(`layer-${key}`) as Layer | undefined;
  void reactiveUtils
    .whenOnce(() => find(leadingKey) && find(trailingKey))
    .then(() => {
      if (removed) return;
      const divide = new Swipe({
        view,
        leadingLayers: [find(leadingKey)!],
        trailingLayers: [find(trailingKey)!],
        direction: 'horizontal',
        position,
        dragLabel: 'Drag to compare the two years',
      });
      swipe = divide;
      view.ui.add(divide);
      moved = reactiveUtils.watch(
        () => divide.position,
        (p) => {
          const percent = Math.round(p);
          if (percent === position) return; // the slider's own move coming back
          position = percent;
          onMove(percent);
        },
      );
    })
    .catch(() => undefined);
  return {
    setPosition: (p) => {
      position = p;
      if (swipe && Math.round(swipe.position) !== p) swipe.position = p;
    },
    remove: () => {
      removed = true;
      moved?.remove();
      if (swipe) {
        view.ui.remove(swipe);
        swipe.destroy();
      }
    },
  };
}
