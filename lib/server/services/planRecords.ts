import { db } from '@/lib/server/db/knex';
import {
  planRecordQueries as q,
  toRiskRegisterItem,
  toStatutoryRequirement,
  toStrategicAction,
  toSurveyMilestone,
} from '@/lib/server/repositories/planRecords';
import type {
  RiskRegisterItem,
  StatutoryRequirement,
  StrategicAction,
  SurveyMilestone,
} from '@/lib/shared/schemas/planRecords';

/** Federal and state provisions behind the plan. */
export async function listStatutoryRequirements(): Promise<StatutoryRequirement[]> {
  return (await q.statutoryRequirements(await db())).map(toStatutoryRequirement);
}

/** The VTrans strategic actions, by number. */
export async function listStrategicActions(): Promise<StrategicAction[]> {
  return (await q.strategicActions(await db())).map(toStrategicAction);
}

/** The milestones of the VTrans public-opinion survey. */
export async function listSurveyTimeline(): Promise<SurveyMilestone[]> {
  return (await q.surveyTimeline(await db())).map(toSurveyMilestone);
}

/** The long-term risk & opportunity register: 4 megatrends, 10 macrotrends. */
export async function listRiskRegister(): Promise<RiskRegisterItem[]> {
  return (await q.ltror(await db())).map(toRiskRegisterItem);
}
