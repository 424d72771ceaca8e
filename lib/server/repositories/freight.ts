import type { Knex } from 'knex';
import { z } from 'zod';
import { rowOf } from '@/lib/server/db/normalize';
import { FREIGHT_MODES } from '@/lib/shared/constants';
import type { CommodityFlow } from '@/lib/shared/schemas/freight';

/** The metric column behind each commodity-flow metric (a fixed map: never SQL from input). */
export const METRIC_COLUMN = { tons: 'tons', value: 'value', 'ton-miles': 'ton_miles' } as const;

/** One filter combination of /api/freight/commodity-flow (the same shape the API echoes back). */
export type FlowFilter = CommodityFlow['filters'];

/** Commodity-flow queries; the filter is a prefix of commodity_flows_filter_idx. */
export const freightQueries = {
  origins: (k: Knex, scale: string) =>
    k('commodity_flows').distinct('origin').where({ scale }).orderBy('origin'),
  years: (k: Knex) => k('commodity_flows').distinct('year').orderBy('year'),
  modes: (k: Knex) => k('commodity_flows').distinct('mode').orderBy('mode'),
  isIllustrative: (k: Knex) =>
    k('commodity_flows').select('illustrative').where({ illustrative: true }).first(),
  /** Row count and year span of the table (the catalog's record count and vintage). */
  summary: (k: Knex) =>
    k('commodity_flows').count({ n: '*' }).min({ first: 'year' }).max({ last: 'year' }).first(),
  /** One grouped pass; the service folds it into totals by commodity, partner and mode. */
  grouped: (k: Knex, f: FlowFilter) => {
    const q = k('commodity_flows')
      .select('commodity', 'partner', 'mode')
      .sum({ value: METRIC_COLUMN[f.metric] })
      .where({ scale: f.scale, origin: f.origin, direction: f.direction, year: f.year });
    if (f.mode) q.andWhere({ mode: f.mode });
    return q.groupBy('commodity', 'partner', 'mode');
  },
  /** Totals of one filter combination in every year (the Data Explorer's trend). */
  byYear: (k: Knex, f: Omit<FlowFilter, 'year'>) => {
    const q = k('commodity_flows')
      .select('year')
      .sum({ value: METRIC_COLUMN[f.metric] })
      .where({ scale: f.scale, origin: f.origin, direction: f.direction });
    if (f.mode) q.andWhere({ mode: f.mode });
    return q.groupBy('year').orderBy('year');
  },
};

/** A modes row → the mode, checked against the list of freight modes. */
export const toFreightMode = (r: Record<string, unknown>) =>
  rowOf(z.enum(FREIGHT_MODES), 'commodity_flows.mode', r.mode);
