import { Accessor } from '../_stub';

export default class SimpleRenderer extends Accessor {
  declare symbol: unknown;
}
