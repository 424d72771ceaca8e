import { Accessor } from '../_stub';
import { notify } from '../core/reactiveUtils';

/**
 * The Swipe widget: keeps its layers and position; `drag(p)` moves the divide as a person dragging it would
 * (the position changes and watchers hear of it).
 */
export default class Swipe extends Accessor {
  declare leadingLayers: unknown[];
  declare trailingLayers: unknown[];
  declare position: number;
  destroyed = false;
  drag(position: number) {
    this.position = position;
    notify();
  }
  destroy() {
    this.destroyed = true;
  }
}
