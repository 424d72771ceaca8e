import { z } from 'zod';
import './zodConfig';

export const GapId = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes');

export const GapTaStudy = z.object({
  gapId: z.string(),
  title: z.string(),
  locality: z.string(),
  localityType: z.enum(['county', 'city', 'town', 'region']),
  district: z.string(),
  fiscalYear: z.number(),
  component: z.number().int().min(1).max(4),
  status: z.enum(['completed', 'underway', 'starting']),
  summary: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  illustrative: z.boolean(),
});
export type GapTaStudy = z.infer<typeof GapTaStudy>;
