import { z } from 'zod';
import './zodConfig';
import { UsDate } from './common';

/** The plan's reference records (SPEC §3 data sets whose fields the spec leaves to us): statutes, strategic actions, survey milestones, the risk register. */

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
