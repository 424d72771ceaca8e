import { Accessor } from './_stub';

/** A graphic: its geometry, symbol and attributes, as given. */
export default class Graphic extends Accessor {
  declare geometry: unknown;
  declare symbol: unknown;
  declare attributes: Record<string, unknown>;
  declare layer: unknown;
}
