import { Accessor } from './_stub';

/** A basemap: keeps its base and reference layers (tests read what the map would draw, in order). */
export default class Basemap extends Accessor {
  declare id: string;
  declare baseLayers: unknown[];
  declare referenceLayers: unknown[];
}
