import { z } from 'zod';
import './zodConfig';
import { UsDate } from './common';

/** Small public data sets of SPEC §3 whose fields the spec leaves to us. */

export const StatutoryRequirement = z.object({
  year: z.number(),
  level: z.enum(['federal', 'state']),
  citation: z.string(),
  title: z.string(),
  isRequirement: z.boolean(),
  description: z.string(),
  url: z.string().nullable(),
});
export type StatutoryRequirement = z.infer<typeof StatutoryRequirement>;

export const DidYouKnow = z.object({
  fact: z.string(),
  source: z.string().nullable(),
  page: z.string().nullable(),
});
export type DidYouKnow = z.infer<typeof DidYouKnow>;

export const StrategicAction = z.object({
  number: z.number(),
  title: z.string(),
  description: z.string(),
  intent: z.string(),
  riskItemNumber: z.number().nullable(),
  responsibleEntity: z.string(),
  status: z.string(),
  theme: z.string(),
  illustrative: z.boolean(),
});
export type StrategicAction = z.infer<typeof StrategicAction>;

export const SurveyMilestone = z.object({ date: UsDate, title: z.string(), description: z.string() });
export type SurveyMilestone = z.infer<typeof SurveyMilestone>;

export const RiskRegisterItem = z.object({
  megatrendNumber: z.number(),
  megatrend: z.string(),
  macrotrendNumber: z.number(),
  macrotrend: z.string(),
  drivers: z.string(),
  summary: z.string(),
  keyFigures: z.array(z.object({ label: z.string(), value: z.string() })),
  page: z.string(),
});
export type RiskRegisterItem = z.infer<typeof RiskRegisterItem>;

export const ByTheNumbers = z.object({
  value: z.string(),
  label: z.string(),
  detail: z.string(),
  contextSource: z.boolean(),
});
export type ByTheNumbers = z.infer<typeof ByTheNumbers>;

/** SPEC §3: What's-new item has a date (MM/DD/YYYY). */
export const WhatsNewItem = z.object({
  date: UsDate,
  title: z.string(),
  description: z.string(),
  href: z.string().nullable(),
});
export type WhatsNewItem = z.infer<typeof WhatsNewItem>;
