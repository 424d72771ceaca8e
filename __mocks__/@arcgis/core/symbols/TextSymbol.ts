import { Accessor } from '../_stub';

export default class TextSymbol extends Accessor {
  declare color: string;
}
