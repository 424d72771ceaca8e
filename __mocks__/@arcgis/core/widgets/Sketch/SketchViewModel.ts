import { Evented } from '../../_stub';

/**
 * The drawing model: `create(tool)` starts a drawing (`creating` says which tool); a test finishes it with
 * `complete(geometry)` or `cancelDrawing()`, as a person would by double-clicking or pressing Escape.
 * `SketchViewModel.latest` is the last one made.
 */
export default class SketchViewModel extends Evented {
  static latest: SketchViewModel | null = null;
  creating: string | null = null;
  destroyed = false;
  polygonSymbol = { type: 'simple-fill' };

  constructor(props: object = {}) {
    super(props);
    SketchViewModel.latest = this;
  }

  /** 'active' while drawing (the real model gets there a moment after create; the stub at once). */
  get state() {
    return this.creating ? 'active' : 'ready';
  }

  create(tool: string) {
    this.creating = tool;
  }

  complete(geometry: unknown) {
    this.creating = null;
    this.emit('create', { state: 'complete', graphic: { geometry } });
  }

  cancelDrawing() {
    this.creating = null;
    this.emit('create', { state: 'cancel', graphic: null });
  }

  cancel() {
    this.creating = null;
  }

  destroy() {
    this.destroyed = true;
  }
}
