import { Accessor } from '../_stub';

export default class VectorTileLayer extends Accessor {
  declare id: string;
  declare url: string;
  declare style: unknown;
}
