import { Evented } from '../_stub';

/** The map of a view: its layers, findLayerById. */
export class StubMap {
  layers: Array<{ id?: string }> = [];
  add(layer: { id?: string }) {
    this.layers.push(layer);
  }
  findLayerById(id: string) {
    return this.layers.find((l) => l.id === id);
  }
}

/**
 * A map view without a map drawn: `map` holds the layers added, `center` is where the view is, and tests
 * drive it with `emit('immediate-click', { mapPoint, stopPropagation })`. No component under test builds
 * one (MapCanvas, which does, is covered by the e2e specs); tests hand it over through a MapHandle.
 */
export default class MapView extends Evented {
  map = new StubMap();
  center = { latitude: 37.5, longitude: -78.5 };
  destroyed = false;
  ui = {
    components: [] as string[],
    /** Widgets added to the view (the Swipe of a year comparison). */
    widgets: [] as unknown[],
    add(widget: unknown) {
      this.widgets.push(widget);
    },
    remove(widget: unknown) {
      this.widgets = this.widgets.filter((w) => w !== widget);
    },
  };
  goTo = jest.fn(async () => undefined);
  when = async (fn?: () => unknown) => fn?.();
  destroy() {
    this.destroyed = true;
  }
}
