import { z } from 'zod';
import '../zodConfig';
import { FREIGHT_DIRECTIONS, FREIGHT_METRICS, FREIGHT_MODES, FREIGHT_SCALES } from '../../constants';
import { single } from '../common';

/** Version of the saved Data Explorer state; bump it and add a step in `migrateDataExplorerState` on change. */
export const DATA_EXPLORER_STATE_VERSION = 1;

export const DATA_VIEWS = ['freight', 'needs', 'trends', 'jurisdiction'] as const;
export type DataViewKind = (typeof DATA_VIEWS)[number];
export const FREIGHT_BREAKDOWNS = ['commodity', 'mode', 'partner', 'year'] as const;
export const NEEDS_BREAKDOWNS = ['district', 'need_category', 'travel_market', 'priority', 'year'] as const;
export const NEEDS_YEARS = [2019, 2021, 2023] as const;
export const DISPLAYS = ['chart', 'table'] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  single(z.enum(values, { error: `must be one of: ${values.join(', ')}` }).optional());
const year = single(
  z
    .string()
    .regex(/^\d{4}$/, 'must be a four-digit year')
    .transform(Number)
    .optional(),
);
const text = (max: number) => single(z.string().max(max, `must be at most ${max} characters`).optional());

/**
 * The Data Explorer's choices as they appear in its address (every key optional: a missing one takes the
 * view's default). The same keys are saved by "Share this view", so a URL and a saved state say the same thing.
 */
export const DataExplorerParams = z.object({
  view: oneOf(DATA_VIEWS),
  display: oneOf(DISPLAYS),
  // Freight flows
  scale: oneOf(FREIGHT_SCALES),
  origin: text(60),
  direction: oneOf(FREIGHT_DIRECTIONS),
  metric: oneOf(FREIGHT_METRICS),
  year,
  mode: oneOf(FREIGHT_MODES),
  by: text(20),
  // Mid-term needs
  needsYear: year,
  district: text(40),
  // Long-term trends
  megatrend: single(
    z
      .string()
      .regex(/^[1-9]$/, 'must be a megatrend number')
      .transform(Number)
      .optional(),
  ),
  // Jurisdiction profile: a county or city FIPS code (51xxx) or a VDOT district name
  place: text(40),
});
export type DataExplorerParams = z.infer<typeof DataExplorerParams>;

/** The complete choices of a view after defaults are applied (what the page shows and what is saved). */
export const DataExplorerChoices = z
  .object({
    view: z.enum(DATA_VIEWS),
    display: z.enum(DISPLAYS),
    scale: z.enum(FREIGHT_SCALES),
    origin: z.string().max(60),
    direction: z.enum(FREIGHT_DIRECTIONS),
    metric: z.enum(FREIGHT_METRICS),
    year: z.number().int(),
    mode: z.enum(FREIGHT_MODES).nullable(),
    by: z.string().max(20),
    needsYear: z.number().int(),
    district: z.string().max(40).nullable(),
    megatrend: z.number().int().nullable(),
    place: z.string().max(40),
  })
  .strict();
export type DataExplorerChoices = z.infer<typeof DataExplorerChoices>;

/** A saved Data Explorer view (POST /api/interactive-query with tool 'data-explorer'). */
export const DataExplorerState = z
  .object({
    schemaVersion: z.literal(DATA_EXPLORER_STATE_VERSION),
    dataVintage: z.string().min(1).max(40),
    choices: DataExplorerChoices,
  })
  .strict();
export type DataExplorerState = z.infer<typeof DataExplorerState>;

export type RestoredDataState =
  { ok: true; state: DataExplorerState; vintageChanged: boolean } | { ok: false; message: string };

/** Reads a saved Data Explorer state of any known version, upgrading it to the current one. */
export function migrateDataExplorerState(raw: unknown, currentVintage: string): RestoredDataState {
  const version =
    typeof raw === 'object' && raw !== null ? (raw as { schemaVersion?: unknown }).schemaVersion : undefined;
  if (typeof version !== 'number' || version > DATA_EXPLORER_STATE_VERSION || version < 1) {
    return {
      ok: false,
      message: 'This shared link was made by a version of the Data Explorer this site does not know.',
    };
  }
  const parsed = DataExplorerState.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, message: 'This shared link holds a Data Explorer view that could not be read.' };
  }
  return { ok: true, state: parsed.data, vintageChanged: parsed.data.dataVintage !== currentVintage };
}

/** One column of a data table: its key in the rows, its header and, for numbers, the unit. */
export const DataColumn = z.object({
  key: z.string(),
  label: z.string(),
  numeric: z.boolean(),
  unit: z.string().nullable(),
});
export type DataColumn = z.infer<typeof DataColumn>;

export const DataCell = z.union([z.string(), z.number(), z.null()]);
export type DataCell = z.infer<typeof DataCell>;

/** A table of one view: what the chart draws and the CSV holds, cell for cell. */
export const DataTableModel = z.object({
  id: z.string(),
  caption: z.string(),
  columns: z.array(DataColumn),
  rows: z.array(z.record(z.string(), DataCell)),
});
export type DataTableModel = z.infer<typeof DataTableModel>;

/** How the chart draws the first table: bars (category → value) or a line over years. */
export const ChartSpec = z.object({
  kind: z.enum(['bar', 'line']),
  /** Column with the category (bar) or year (line). */
  labelKey: z.string(),
  valueKey: z.string(),
  unit: z.string(),
  title: z.string(),
  /** The chart draws at most this many rows (the table lists them all). */
  limit: z.number().int(),
  /**
   * Small multiples: one chart per value of this column (e.g. the unit), each with its own axis, so figures
   * in miles and in percent never share a scale. Null: one chart.
   */
  groupKey: z.string().nullable().default(null),
  /** Plural noun of the rows, for the note when the chart shows fewer rows than the table. */
  things: z.string().default('rows'),
});
export type ChartSpec = z.infer<typeof ChartSpec>;

export const SelectOption = z.object({ value: z.string(), label: z.string() });
export type SelectOption = z.infer<typeof SelectOption>;

/** One control of a view's form: a select over the given options. */
export const ViewControl = z.object({
  name: z.string(),
  label: z.string(),
  options: z.array(SelectOption),
});
export type ViewControl = z.infer<typeof ViewControl>;

/** Everything a Data Explorer view shows, computed on the server. */
export const DataView = z.object({
  choices: DataExplorerChoices,
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  vintage: z.string(),
  illustrative: z.boolean(),
  note: z.string().nullable(),
  controls: z.array(ViewControl),
  chart: ChartSpec.nullable(),
  tables: z.array(DataTableModel),
});
export type DataView = z.infer<typeof DataView>;

/** Query of GET /api/data-explorer/view: the choices plus the answer's format and, for CSV, one table. */
export const DataViewQuery = DataExplorerParams.extend({
  format: oneOf(['json', 'csv'] as const),
  table: text(40),
});
export type DataViewQuery = z.infer<typeof DataViewQuery>;
