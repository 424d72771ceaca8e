import type { Knex } from 'knex';
import { bool, jsonColumn, num, numOrNull, rowOf, textOrNull, usDate } from '@/lib/server/db/normalize';
import {
  RiskRegisterItem,
  StatutoryRequirement,
  StrategicAction,
  SurveyMilestone,
} from '@/lib/shared/schemas/planRecords';

type Row = Record<string, unknown>;

/**
 * The plan's reference records: statutory requirements, strategic actions, the opinion-survey timeline and
 * the long-term risk & opportunity register. Each builder is also compiled for SQL Server in tests.
 */
export const planRecordQueries = {
  statutoryRequirements: (k: Knex) =>
    k('statutory_requirements')
      .select('year', 'level', 'citation', 'title', 'is_requirement', 'description', 'url')
      .orderBy([{ column: 'sort_order' }, { column: 'year' }]),
  strategicActions: (k: Knex) =>
    k('strategic_actions')
      .select(
        'action_number',
        'title',
        'description',
        'intent',
        'risk_item_number',
        'responsible_entity',
        'status',
        'theme',
        'illustrative',
      )
      .orderBy('action_number'),
  surveyTimeline: (k: Knex) =>
    k('survey_timeline').select('date', 'title', 'description').orderBy(['sort_order', 'date']),
  ltror: (k: Knex) =>
    k('ltror_items')
      .select(
        'megatrend_number',
        'megatrend',
        'macrotrend_number',
        'macrotrend',
        'drivers',
        'summary',
        'key_figures',
        'page_path',
      )
      .orderBy('macrotrend_number'),
};

/*
 * Rows become domain objects here, at the repository boundary: engine differences are normalised
 * (normalize.ts) and each object is checked against its zod schema, so an enum, a JSON column or a missing
 * value that does not fit fails here, loudly, instead of travelling on as a cast.
 */

export const toStatutoryRequirement = (r: Row) =>
  rowOf(StatutoryRequirement, 'statutory_requirements', {
    year: num(r.year),
    level: r.level,
    citation: r.citation,
    title: r.title,
    isRequirement: bool(r.is_requirement),
    description: r.description,
    url: textOrNull(r.url),
  });

export const toStrategicAction = (r: Row) =>
  rowOf(StrategicAction, 'strategic_actions', {
    number: num(r.action_number),
    title: r.title,
    description: r.description,
    intent: r.intent,
    riskItemNumber: numOrNull(r.risk_item_number),
    responsibleEntity: r.responsible_entity,
    status: r.status,
    theme: r.theme,
    illustrative: bool(r.illustrative),
  });

export const toSurveyMilestone = (r: Row) =>
  rowOf(SurveyMilestone, 'survey_timeline', {
    date: usDate(r.date),
    title: r.title,
    description: r.description,
  });

export const toRiskRegisterItem = (r: Row) =>
  rowOf(RiskRegisterItem, 'ltror_items', {
    megatrendNumber: num(r.megatrend_number),
    megatrend: r.megatrend,
    macrotrendNumber: num(r.macrotrend_number),
    macrotrend: r.macrotrend,
    drivers: r.drivers,
    summary: r.summary,
    keyFigures: jsonColumn(r.key_figures) ?? [],
    page: r.page_path,
  });
