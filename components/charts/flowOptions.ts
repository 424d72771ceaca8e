import type {
  FREIGHT_DIRECTIONS,
  FREIGHT_METRICS,
  FREIGHT_MODES,
  FREIGHT_SCALES,
} from '@/lib/shared/constants';
import type { CommodityFlowQuery } from '@/lib/shared/schemas/freight';

/** Geographic scale of the flows. */
export type Scale = (typeof FREIGHT_SCALES)[number];
/** Flow direction relative to the origin. */
export type Direction = (typeof FREIGHT_DIRECTIONS)[number];
/** Measure: weight, value or ton-miles. */
export type Metric = (typeof FREIGHT_METRICS)[number];
/** FAF transport mode. */
export type Mode = (typeof FREIGHT_MODES)[number];

/** The explorer's choices; null means "the API's default" (first origin, base year, all modes). */
export interface FlowSelection {
  scale: Scale;
  origin: string | null;
  direction: Direction;
  metric: Metric;
  year: number | null;
  mode: Mode | null;
}

/** What the explorer shows first: statewide outbound weight, base year, all modes. */
export const DEFAULT_SELECTION: FlowSelection = {
  scale: 'statewide',
  origin: null,
  direction: 'outbound',
  metric: 'tons',
  year: null,
  mode: null,
};

/** The commodity-flow query for a selection, leaving defaults to the API. */
export function flowQuery(s: FlowSelection): CommodityFlowQuery {
  return {
    scale: s.scale,
    origin: s.origin ?? undefined,
    direction: s.direction,
    metric: s.metric,
    year: s.year ?? undefined,
    mode: s.mode ?? undefined,
  };
}

/** How many commodities the main chart draws (the table lists all of them). */
export const TOP_COMMODITIES = 12;
