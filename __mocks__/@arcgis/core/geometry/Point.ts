import { Accessor, spatialReferenceOf } from '../_stub';

export default class Point extends Accessor {
  readonly type = 'point';
  declare latitude: number;
  declare longitude: number;
  declare x: number;
  declare y: number;
  get spatialReference() {
    return spatialReferenceOf({ wkid: 4326 });
  }
}
