import { Accessor, spatialReferenceOf } from '../_stub';

export default class Polyline extends Accessor {
  readonly type = 'polyline';
  declare paths: number[][][];
  get spatialReference() {
    return spatialReferenceOf({ wkid: 4326 });
  }
}
