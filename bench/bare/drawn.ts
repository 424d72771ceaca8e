/**
 * Marks a bare benchmark page fully drawn the way the Map Explorer does (its data-map-ready): the view ready,
 * each layer's view made, then nothing updating. bench/map.ts waits for html[data-drawn="true"].
 */
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import type Layer from '@arcgis/core/layers/Layer';
import type MapView from '@arcgis/core/views/MapView';

export function markDrawn(view: MapView, layers: Layer[]) {
  void view
    .when(async () => {
      await Promise.all(layers.map((l) => view.whenLayerView(l)));
      await reactiveUtils.whenOnce(() => !view.updating);
      document.documentElement.dataset.drawn = 'true';
    })
    .catch((e: unknown) => {
      document.documentElement.dataset.drawn = 'error';
      console.error(e);
    });
}
