import { z } from 'zod';
import './zodConfig';
import { single } from './common';

const LayerIdValue = z
  .string()
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes');

/** GET /api/spatial-data/layer: by layerID, by layerName, or both (SPEC §3: layerName, layerID). */
export const SpatialLayerQuery = z
  .object({
    layerID: single(LayerIdValue.optional()),
    layerName: single(z.string().trim().min(1).max(200, 'must be at most 200 characters').optional()),
  })
  .refine((q) => q.layerID !== undefined || q.layerName !== undefined, {
    path: ['layerID'],
    message: 'give layerID or layerName',
  });

export const SpatialLayer = z.object({
  layerID: z.string(),
  layerName: z.string(),
  description: z.string(),
  geometryType: z.enum(['point', 'line', 'polygon']),
  acceptsSubmissions: z.boolean(),
  publishedLayerKey: z.string().nullable(),
});
export type SpatialLayer = z.infer<typeof SpatialLayer>;

/** Without userID: the signed-in user's own listing; with it (reviewers only): that user's. */
export const ListingQuery = z.object({
  userID: single(z.uuid({ error: 'must be a user id (a UUID)' }).optional()),
});

/** One row of a user's spatial-data listing: a submission with its layer and current status. */
export const ListingItem = z.object({
  submissionID: z.string(),
  layerID: z.string(),
  layerName: z.string(),
  title: z.string(),
  organization: z.string(),
  status: z.string(),
  featureCount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  illustrative: z.boolean(),
});
export type ListingItem = z.infer<typeof ListingItem>;
