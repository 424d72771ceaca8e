import { z } from 'zod';
import '../zodConfig';
import { FREIGHT_DIRECTIONS, FREIGHT_METRICS, FREIGHT_MODES, FREIGHT_SCALES } from '../../constants';
import { single } from '../common';

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  single(z.enum(values, { error: `must be one of: ${values.join(', ')}` }).optional());

/** Query of GET /api/freight/commodity-filters. */
export const CommodityFiltersQuery = z.object({
  scale: oneOf(FREIGHT_SCALES),
  metric: oneOf(FREIGHT_METRICS),
});
export type CommodityFiltersQuery = z.infer<typeof CommodityFiltersQuery>;

/** Query of GET /api/freight/commodity-flow. origin and year are checked against the data. */
export const CommodityFlowQuery = z.object({
  scale: oneOf(FREIGHT_SCALES),
  origin: single(z.string().max(60, 'must be at most 60 characters').optional()),
  direction: oneOf(FREIGHT_DIRECTIONS),
  metric: oneOf(FREIGHT_METRICS),
  year: single(
    z
      .string()
      .regex(/^\d{4}$/, 'must be a four-digit year')
      .transform(Number)
      .optional(),
  ),
  mode: oneOf(FREIGHT_MODES),
});
export type CommodityFlowQuery = z.infer<typeof CommodityFlowQuery>;

export const MetricInfo = z.object({ value: z.enum(FREIGHT_METRICS), label: z.string(), unit: z.string() });
export type MetricInfo = z.infer<typeof MetricInfo>;

export const CommodityFilters = z.object({
  illustrative: z.boolean(),
  note: z.string(),
  scale: z.enum(FREIGHT_SCALES),
  scales: z.array(z.enum(FREIGHT_SCALES)),
  origins: z.array(z.string()),
  directions: z.array(z.enum(FREIGHT_DIRECTIONS)),
  metric: MetricInfo,
  metrics: z.array(MetricInfo),
  years: z.array(z.number()),
  baseYear: z.number(),
  modes: z.array(z.enum(FREIGHT_MODES)),
});
export type CommodityFilters = z.infer<typeof CommodityFilters>;

const Total = <K extends string>(key: K) =>
  z.object({ [key]: z.string(), value: z.number() } as Record<K, z.ZodString> & { value: z.ZodNumber });

export const CommodityFlow = z.object({
  illustrative: z.boolean(),
  note: z.string(),
  filters: z.object({
    scale: z.enum(FREIGHT_SCALES),
    origin: z.string(),
    direction: z.enum(FREIGHT_DIRECTIONS),
    metric: z.enum(FREIGHT_METRICS),
    year: z.number(),
    mode: z.enum(FREIGHT_MODES).nullable(),
  }),
  unit: z.string(),
  total: z.number(),
  byCommodity: z.array(Total('commodity')),
  byPartner: z.array(Total('partner')),
  byMode: z.array(Total('mode')),
});
export type CommodityFlow = z.infer<typeof CommodityFlow>;
