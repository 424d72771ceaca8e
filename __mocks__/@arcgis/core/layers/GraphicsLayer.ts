import { Accessor } from '../_stub';
import type Graphic from '../Graphic';

/** A graphics layer: `graphics` holds what was added (tests read it to see what the map draws). */
export default class GraphicsLayer extends Accessor {
  declare id: string;
  declare title: string;
  graphics: Graphic[] = [];
  destroyed = false;
  add(g: Graphic) {
    this.graphics.push(g);
  }
  addMany(gs: Graphic[]) {
    this.graphics.push(...gs);
  }
  remove(g: Graphic) {
    this.graphics = this.graphics.filter((x) => x !== g);
  }
  removeAll() {
    this.graphics = [];
  }
  destroy() {
    this.destroyed = true;
  }
}
