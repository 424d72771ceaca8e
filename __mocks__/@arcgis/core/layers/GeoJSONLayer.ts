import { Accessor } from '../_stub';

/** A GeoJSON layer: keeps its url, renderer, labels and filter (tests read what it would fetch and draw). */
export default class GeoJSONLayer extends Accessor {
  declare id: string;
  declare title: string;
  declare url: string;
  declare renderer: unknown;
  declare labelingInfo?: unknown[];
  declare definitionExpression?: string;
}
