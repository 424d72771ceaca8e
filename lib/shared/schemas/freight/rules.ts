import type { FREIGHT_DIRECTIONS, FREIGHT_METRICS, FREIGHT_MODES, FREIGHT_SCALES } from '../../constants';

/** The words people see for the freight choices: the flow explorer's filters and the Data Explorer's tables. */
export const SCALE_LABELS: Record<(typeof FREIGHT_SCALES)[number], string> = {
  statewide: 'Statewide',
  district: 'VDOT district',
};

export const DIRECTION_LABELS: Record<(typeof FREIGHT_DIRECTIONS)[number], string> = {
  inbound: 'Inbound',
  outbound: 'Outbound',
  within: 'Within',
};

export const METRIC_LABELS: Record<(typeof FREIGHT_METRICS)[number], string> = {
  tons: 'Weight',
  value: 'Value',
  'ton-miles': 'Ton-miles',
};

/** The FAF transport modes. */
export const MODE_LABELS: Record<(typeof FREIGHT_MODES)[number], string> = {
  truck: 'Truck',
  rail: 'Rail',
  water: 'Water',
  air: 'Air',
  multiple: 'Multiple modes and mail',
  pipeline: 'Pipeline',
  other: 'Other and unknown',
};
