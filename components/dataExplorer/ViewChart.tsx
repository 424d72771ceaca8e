import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import type { ReactNode, Ref } from 'react';
import { wrapLabel } from '@/components/charts/WrappedTick';
import type { ChartSpec, DataTableModel } from '@/lib/shared/schemas/dataExplorer';

const loading = () => <Skeleton variant="rectangular" height="100%" />;
// recharts renders nothing on the server (PLATFORM-NOTES §4) and is loaded only on this page.
const FlowBarChart = dynamic(() => import('@/components/charts/FlowBarChart'), { ssr: false, loading });
const TrendLineChart = dynamic(() => import('@/components/charts/TrendLineChart'), { ssr: false, loading });

const BAR_ROW = 30;
/** A bar's row when a label of its chart needs three lines (two would cut "… riverine flooding …"). */
const TALL_BAR_ROW = 46;
/** The width of the category labels beside the bars. */
const LABEL_WIDTH = 240;
const MAX_LABEL_LINES = 3;
const GROUP_TITLE = 40;
/** The line under each chart that names the point chosen with the arrow keys (ChartKeys). */
const POINT_LINE = 32;

type Row = DataTableModel['rows'][number];

/** One chart of the figure: its rows (at most `limit`), its unit, and how many rows it left out. */
export interface ChartPart {
  unit: string;
  data: Array<{ name: string; value: number }>;
  total: number;
}

/**
 * The charts of a spec and table: one, or one per value of `groupKey` (small multiples, so each has its own
 * axis and one unit). Rows without a number are left out; each chart draws its first `limit` rows.
 */
export function chartParts(spec: ChartSpec, table: DataTableModel): ChartPart[] {
  const numeric = table.rows.filter((r) => typeof r[spec.valueKey] === 'number');
  const groups = new Map<string, Row[]>();
  for (const r of numeric) {
    const unit = spec.groupKey ? String(r[spec.groupKey] ?? '') : spec.unit;
    groups.set(unit, [...(groups.get(unit) ?? []), r]);
  }
  return [...groups].map(([unit, rows]) => ({
    unit,
    total: rows.length,
    data: rows
      .slice(0, spec.limit)
      .map((r) => ({ name: String(r[spec.labelKey]), value: Number(r[spec.valueKey]) })),
  }));
}

/** The lines the longest label of a bar chart takes (up to three), so its rows are tall enough to hold it. */
const labelLines = (part: ChartPart) =>
  Math.max(1, ...part.data.map((d) => wrapLabel(d.name, LABEL_WIDTH - 8, MAX_LABEL_LINES).length));

const partHeight = (spec: ChartSpec, part: ChartPart) =>
  spec.kind === 'line'
    ? 360
    : Math.max(120, part.data.length * (labelLines(part) > 2 ? TALL_BAR_ROW : BAR_ROW) + 48);

/** Height of the figure (reserved by the page, so nothing moves when recharts loads). */
export const chartHeight = (spec: ChartSpec, table: DataTableModel): number => {
  const parts = chartParts(spec, table);
  const titles = spec.groupKey ? parts.length * GROUP_TITLE : 0;
  return Math.max(200, parts.reduce((s, p) => s + partHeight(spec, p) + POINT_LINE, 0) + titles);
};

/** A sentence when a chart shows fewer rows than the table, e.g. "The chart shows the 12 largest of 24 commodities". */
export function chartNote(spec: ChartSpec, table: DataTableModel): string | null {
  const cut = chartParts(spec, table).filter((p) => p.total > p.data.length);
  if (cut.length === 0) return null;
  const shown = cut.map((p) => `${p.data.length} of ${p.total}${spec.groupKey ? ` in ${p.unit}` : ''}`);
  return `The chart shows the first ${shown.join(', ')} ${spec.things} in the table's order; the table lists all of them.`;
}

const unitName = (unit: string) => (unit === '%' ? 'percent' : unit);

/** The chart of a view's first table: bars or a line, or one bar chart per unit. */
export function ViewChart({ spec, table }: { spec: ChartSpec; table: DataTableModel }) {
  const parts = chartParts(spec, table);
  const draw = (part: ChartPart, title: string) =>
    spec.kind === 'line' ? (
      <TrendLineChart data={part.data} unit={part.unit} height={partHeight(spec, part)} title={title} />
    ) : (
      <FlowBarChart
        data={part.data}
        unit={part.unit}
        height={partHeight(spec, part)}
        title={title}
        labelWidth={LABEL_WIDTH}
        labelLines={labelLines(part)}
      />
    );
  if (!spec.groupKey) return parts[0] ? draw(parts[0], spec.title) : null;
  return (
    <>
      {parts.map((part) => {
        const title = `${spec.title}: in ${unitName(part.unit)}`;
        return (
          <Box key={part.unit} data-testid="chart-part" data-unit={part.unit}>
            <Typography component="h4" variant="itemTitle" sx={{ height: GROUP_TITLE, m: 0, pt: 1 }}>
              In {unitName(part.unit)} ({part.total} {part.total === 1 ? 'figure' : 'figures'})
            </Typography>
            {draw(part, title)}
          </Box>
        );
      })}
    </>
  );
}

/**
 * The figure of a view: its caption, the chart at its reserved height and the note when the chart draws fewer
 * rows than the table; `children` go under it (the keyboard hint). The page and the embed view both show it.
 */
export function ViewFigure({
  spec,
  table,
  figureRef,
  mt = 0,
  children,
}: {
  spec: ChartSpec;
  table: DataTableModel;
  figureRef?: Ref<HTMLElement>;
  mt?: number;
  children?: ReactNode;
}) {
  const note = chartNote(spec, table);
  return (
    <Box
      component="figure"
      ref={figureRef}
      aria-label={`Chart: ${spec.title}`}
      sx={{ m: 0, mt, mb: 2 }}
      data-testid="view-chart"
    >
      <Typography component="figcaption" variant="h3" gutterBottom>
        {spec.title}
      </Typography>
      <Box sx={{ width: '100%', height: chartHeight(spec, table) }}>
        <ViewChart spec={spec} table={table} />
      </Box>
      {note && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="chart-note">
          {note}
        </Typography>
      )}
      {children}
    </Box>
  );
}
