import { Accessor } from '../_stub';

export default class SimpleLineSymbol extends Accessor {
  declare color: string;
  declare width: number;
  declare style: string;
}
