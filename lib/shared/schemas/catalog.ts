import { z } from 'zod';
import './zodConfig';
import { oneOf, quoted } from '@/lib/shared/queryParams';
import { boundedTextParam, queryText } from './common';
import { LayerField } from './layers';
import type { Facet } from '@/lib/shared/catalogFacets';

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
  /**
   * The .csvt beside the layer's CSV download (each column's type, which GDAL and QGIS read from a file of the
   * same name): the bare CSV says neither its types nor its coordinates' system. Null for a table without geometry.
   */
  csvTypes: z.string().nullable(),
  /** The .prj beside the CSV (WGS 84), which GDAL and QGIS read from a file of the same name. Null with csvTypes. */
  csvPrj: z.string().nullable(),
});
export type Dataset = z.infer<typeof Dataset>;

export { FACETS, type Facet } from '@/lib/shared/catalogFacets';

const GEOMETRIES = ['point', 'line', 'polygon', 'none'] as const;

/** A search or facet value of at most 100 characters; '' (absent) is no filter. */
const text = (what: string) =>
  boundedTextParam(
    100,
    (length) =>
      `The ${what} is limited to 100 characters and this one has ${length}. Shorten it and search again.`,
  ).transform((v) => v || undefined);

/**
 * The catalog page's address (?q, category, geometry, vintage, format), read by parsePageQuery: a value the
 * page cannot use is a 400 saying what to change, never a silent reset to the whole catalog.
 * Absent filters are left out of the result (page props cannot hold undefined).
 */
export const CatalogQuery = z
  .object({
    q: text('search'),
    category: text('category'),
    geometry: queryText(
      z.enum(['', ...GEOMETRIES], {
        error: (iss) => `${quoted(iss.input)} is not a geometry. Choose ${oneOf(GEOMETRIES)}.`,
      }),
    ).transform((v) => v || undefined),
    vintage: text('vintage'),
    format: text('format'),
  })
  .transform(
    (query) =>
      Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Partial<
        Record<keyof typeof query, string>
      >,
  );
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
