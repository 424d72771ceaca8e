import { Accessor } from '../../_stub';

export default class LabelClass extends Accessor {
  declare minScale: number;
  declare where?: string;
}
