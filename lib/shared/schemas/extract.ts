import { z } from 'zod';
import './zodConfig';
import { DISTRICT_NAMES } from '../districts';
import { FEATURE_FORMATS } from './layers';

/** Limits of "Extract data for an area", stated by GET /api/geoprocessor/initialize-job/. */
export const EXTRACT_LIMITS = {
  /** Largest area in square kilometres (Virginia is about 110,800 km²; the largest district about 17,000). */
  maxAreaSqKm: 30_000,
  /** Most features in one extract, all layers together. */
  maxFeatures: 20_000,
  maxLayers: 8,
  /** Vertices of a drawn polygon. */
  maxVertices: 2_000,
  /** Jobs one client may have waiting or running at once. */
  activeJobsPerClient: 2,
  /** Jobs one client may start per hour. */
  jobsPerClientPerHour: 10,
  /** Hours a finished extract's zip is kept. */
  keepHours: 24,
  /** Seconds of processing one extract may take; a longer one is stopped as too complex. */
  maxSeconds: 60,
} as const;

export const EXTRACT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ExtractStatus = (typeof EXTRACT_STATUSES)[number];

const lon = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);
const Position = z.tuple([lon, lat], { error: 'each position must be [longitude, latitude] in degrees' });

/** A drawn area: a GeoJSON Polygon in WGS84 (outer ring first, closed rings of at least 4 positions). */
export const DrawnPolygon = z
  .object({
    type: z.literal('Polygon', { error: "must be a GeoJSON geometry of type 'Polygon'" }),
    coordinates: z.array(z.array(Position).min(4, 'a ring needs at least 4 positions')).min(1).max(20),
  })
  .refine(
    (g) =>
      g.coordinates.every((r) => {
        const [a, b] = [r[0]!, r[r.length - 1]!];
        return a[0] === b[0] && a[1] === b[1];
      }),
    { message: 'every ring must end where it starts' },
  )
  .refine((g) => g.coordinates.flat().length <= EXTRACT_LIMITS.maxVertices, {
    message: `at most ${EXTRACT_LIMITS.maxVertices} positions`,
  });

export type DrawnPolygon = z.infer<typeof DrawnPolygon>;

export const ExtractArea = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('polygon'), geometry: DrawnPolygon }).strict(),
    z
      .object({
        kind: z.literal('locality'),
        fips: z.string().regex(/^51\d{3}$/, "must be a Virginia county or city FIPS code such as '51047'"),
      })
      .strict(),
    z
      .object({
        kind: z.literal('district'),
        name: z.enum(DISTRICT_NAMES, { error: `must be one of ${DISTRICT_NAMES.join(', ')}` }),
      })
      .strict(),
  ],
  {
    error: "must be { kind: 'polygon', geometry }, { kind: 'locality', fips } or { kind: 'district', name }",
  },
);
export type ExtractArea = z.infer<typeof ExtractArea>;

/** One attribute filter of a layer in an extract: the features API's model (field, accepted values). */
const ExtractFilter = z
  .object({
    field: z.string().min(1).max(64),
    values: z.array(z.string().max(200)).min(1, 'give at least one value').max(200),
  })
  .strict();

/** Body of POST /api/geoprocessor/jobs. */
export const ExtractJobInput = z
  .object({
    area: ExtractArea,
    layers: z
      .array(z.string().min(1).max(80))
      .min(1, 'choose at least one layer')
      .max(EXTRACT_LIMITS.maxLayers, `choose at most ${EXTRACT_LIMITS.maxLayers} layers`)
      .refine((l) => new Set(l).size === l.length, 'lists a layer twice'),
    format: z.enum(FEATURE_FORMATS, { error: `must be one of ${FEATURE_FORMATS.join(', ')}` }),
    /**
     * The attribute filters of the layers as the table has them: layer key → filters, all of
     * which a feature must pass. Checked against each layer's fields by the server, never run as SQL.
     */
    filters: z.record(z.string().min(1).max(80), z.array(ExtractFilter).max(20)).optional(),
    /** Honeypot: a hidden field people leave empty. */
    website: z.string().max(0, 'must be empty').optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const key of Object.keys(input.filters ?? {}))
      if (!input.layers.includes(key))
        ctx.addIssue({ code: 'custom', path: ['filters', key], message: "filters a layer not in 'layers'" });
  });
export type ExtractJobInput = z.infer<typeof ExtractJobInput>;

export const ExtractJobId = z.uuid({ error: 'must be an extract job id (a UUID)' });

/** What GET /api/geoprocessor/initialize-job/ answers: the limits and the choices. */
export interface ExtractOptions {
  limits: typeof EXTRACT_LIMITS;
  formats: Array<{ value: (typeof FEATURE_FORMATS)[number]; label: string }>;
  layers: Array<{ key: string; name: string; category: string; featureCount: number; illustrative: boolean }>;
  localities: Array<{ fips: string; name: string; district: string }>;
  districts: string[];
}

/** A filter an extract applied to one layer, and the filter in words ("Need category: Safety Improvement"). */
export interface ExtractJobFilter {
  layerKey: string;
  layerName: string;
  filters: { field: string; values: string[] }[];
  words: string;
}

/** A job as the status API answers it. */
export interface ExtractJob {
  id: string;
  status: ExtractStatus;
  error: string | null;
  progress: number;
  area: { kind: ExtractArea['kind']; label: string; sqKm: number };
  layers: string[];
  format: (typeof FEATURE_FORMATS)[number];
  featureCount: number | null;
  counts: Record<string, number> | null;
  /** The filters applied (empty: every feature in the area). */
  filters: ExtractJobFilter[];
  bytes: number | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Where the zip is, once succeeded and until it is cleaned up. */
  downloadUrl: string | null;
}

export const extractJobPath = (id: string) => `/api/geoprocessor/jobs/${encodeURIComponent(id)}`;
