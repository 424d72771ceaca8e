import { z } from 'zod';
import './zodConfig';
import { UsDate } from './common';
import { LayerField } from './layers';

export const Statistic = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  description: z.string(),
  illustrative: z.boolean(),
});
export type Statistic = z.infer<typeof Statistic>;

export const ToolVersion = z.object({
  module: z.enum(['map-explorer', 'data-explorer']),
  version: z.string(),
  releasedOn: UsDate,
  notes: z.string(),
});
export type ToolVersion = z.infer<typeof ToolVersion>;

/** Versions answer: every release, newest first, plus the current version of each module. */
export const VersionInfo = z.object({
  current: z.object({ 'map-explorer': ToolVersion.nullable(), 'data-explorer': ToolVersion.nullable() }),
  releases: z.array(ToolVersion),
});
export type VersionInfo = z.infer<typeof VersionInfo>;

export const LayerMetadata = z.object({
  key: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  geometryType: z.enum(['point', 'line', 'polygon']),
  source: z.string(),
  vintage: z.string(),
  downloadable: z.boolean(),
  updatedOn: UsDate,
  /** The layer's attributes (name in the data, type, label). */
  fields: z.array(LayerField),
  featureCount: z.number().int(),
  /** How many of its features are illustrative (drawn for this site, not official data). */
  illustrativeCount: z.number().int(),
  /** [minLongitude, minLatitude, maxLongitude, maxLatitude] of its features; null when it has none. */
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type LayerMetadata = z.infer<typeof LayerMetadata>;
