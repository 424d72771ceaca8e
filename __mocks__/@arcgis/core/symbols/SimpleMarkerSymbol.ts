import { Accessor } from '../_stub';

export default class SimpleMarkerSymbol extends Accessor {
  declare style: string;
  declare color: string;
}
