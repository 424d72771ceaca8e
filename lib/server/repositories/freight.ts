import type { Knex } from 'knex';

/** The metric column behind each commodity-flow metric (a fixed map: never SQL from input). */
export const METRIC_COLUMN = { tons: 'tons', value: 'value', 'ton-miles': 'ton_miles' } as const;

export interface FlowFilter {
  scale: string;
  origin: string;
  direction: string;
  year: number;
  mode: string | null;
  metric: keyof typeof METRIC_COLUMN;
}

/** Commodity-flow queries; the filter is a prefix of commodity_flows_filter_idx. */
export const freightQueries = {
  origins: (k: Knex, scale: string) =>
    k('commodity_flows').distinct('origin').where({ scale }).orderBy('origin'),
  years: (k: Knex) => k('commodity_flows').distinct('year').orderBy('year'),
  modes: (k: Knex) => k('commodity_flows').distinct('mode').orderBy('mode'),
  isIllustrative: (k: Knex) =>
    k('commodity_flows').select('illustrative').where({ illustrative: true }).first(),
  /** One grouped pass; the service folds it into totals by commodity, partner and mode. */
  grouped: (k: Knex, f: FlowFilter) => {
    const q = k('commodity_flows')
      .select('commodity', 'partner', 'mode')
      .sum({ value: METRIC_COLUMN[f.metric] })
      .where({ scale: f.scale, origin: f.origin, direction: f.direction, year: f.year });
    if (f.mode) q.andWhere({ mode: f.mode });
    return q.groupBy('commodity', 'partner', 'mode');
  },
};
