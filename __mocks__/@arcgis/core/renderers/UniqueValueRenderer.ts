import { Accessor } from '../_stub';

export default class UniqueValueRenderer extends Accessor {
  declare field: string;
  declare uniqueValueInfos: Array<{ value: unknown; symbol: unknown }>;
}
