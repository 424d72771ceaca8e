import { z } from 'zod';
import './zodConfig';
import { single } from './common';
import { LayerField } from './layers';

export const DatasetDownload = z.object({ format: z.string(), label: z.string(), href: z.string() });

/** One entry of the datasets catalog: a Map Explorer layer or a Data Explorer table. */
export const Dataset = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['Map layer', 'Data table']),
  category: z.string(),
  geometry: z.enum(['point', 'line', 'polygon', 'none']),
  source: z.string(),
  vintage: z.string(),
  /** Last update, YYYY-MM-DD. */
  updated: z.string(),
  fields: z.array(LayerField),
  recordCount: z.number().int(),
  illustrativeCount: z.number().int(),
  /** [west, south, east, north] in degrees, or null (no geometry). */
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  formats: z.array(z.string()),
  downloads: z.array(DatasetDownload),
  mapExplorer: z.string().nullable(),
  dataExplorer: z.string().nullable(),
  api: z.string(),
  /** The dataset in the OGC API – Features service: the service's path and its collection id (layers only). */
  ogc: z.object({ service: z.string(), collection: z.string() }).nullable(),
});
export type Dataset = z.infer<typeof Dataset>;

export const FACETS = ['category', 'geometry', 'vintage', 'format'] as const;
export type Facet = (typeof FACETS)[number];

const text = single(z.string().max(100, 'must be at most 100 characters').optional());

/** Search and facet choices of the catalog page (its address). */
export const CatalogQuery = z.object({
  q: text,
  category: text,
  geometry: text,
  vintage: text,
  format: text,
});
export type CatalogQuery = z.infer<typeof CatalogQuery>;

export interface FacetCount {
  value: string;
  count: number;
}
export interface CatalogResult {
  total: number;
  datasets: Dataset[];
  facets: Record<Facet, FacetCount[]>;
}
