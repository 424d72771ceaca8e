import { Accessor, spatialReferenceOf } from '../_stub';

export default class Polygon extends Accessor {
  readonly type = 'polygon';
  declare rings: number[][][];
  private sr: { wkid?: number } = { wkid: 4326 };
  constructor(props: { rings?: number[][][]; spatialReference?: { wkid?: number } } = {}) {
    super({ rings: props.rings ?? [] });
    if (props.spatialReference) this.sr = props.spatialReference;
  }
  get spatialReference() {
    return spatialReferenceOf(this.sr);
  }
}
