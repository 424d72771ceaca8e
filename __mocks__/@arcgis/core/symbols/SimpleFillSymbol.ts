import { Accessor } from '../_stub';

export default class SimpleFillSymbol extends Accessor {
  declare color: string;
  declare outline: { color: string; width: number };
}
