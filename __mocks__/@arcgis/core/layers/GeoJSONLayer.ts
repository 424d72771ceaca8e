import { Evented } from '../_stub';

/**
 * A GeoJSON layer: keeps its url, parameters, renderer, labels and filter (tests read what it would fetch and
 * draw); load() resolves, and refresh() counts itself and fires 'refresh' as the SDK does once it has read again.
 */
export default class GeoJSONLayer extends Evented {
  declare id: string;
  declare title: string;
  declare url: string;
  declare customParameters?: Record<string, string>;
  declare renderer: unknown;
  declare labelingInfo?: unknown[];
  declare definitionExpression?: string;
  refreshes = 0;

  load() {
    return Promise.resolve(this);
  }

  refresh() {
    this.refreshes += 1;
    queueMicrotask(() => this.emit('refresh', { dataChanged: true }));
  }
}
