import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { ChartSpec, DataTableModel } from '@/lib/shared/schemas/dataExplorer';

const loading = () => <Skeleton variant="rectangular" height="100%" />;
// recharts renders nothing on the server (PLATFORM-NOTES §4) and is loaded only on this page.
const FlowBarChart = dynamic(() => import('@/components/charts/FlowBarChart'), { ssr: false, loading });
const TrendLineChart = dynamic(() => import('@/components/charts/TrendLineChart'), { ssr: false, loading });

const BAR_ROW = 30;

/** Height of the chart of a spec and table (reserved by the page, so nothing moves when recharts loads). */
export const chartHeight = (spec: ChartSpec, table: DataTableModel): number =>
  spec.kind === 'line' ? 360 : Math.max(200, Math.min(spec.limit, table.rows.length) * BAR_ROW + 48);

/** The chart of a view's first table: bars of the first `limit` rows, or a line over the years. */
export function ViewChart({ spec, table }: { spec: ChartSpec; table: DataTableModel }) {
  const data = table.rows
    .filter((r) => typeof r[spec.valueKey] === 'number')
    .slice(0, spec.limit)
    .map((r) => ({ name: String(r[spec.labelKey]), value: Number(r[spec.valueKey]) }));
  const height = chartHeight(spec, table);
  return spec.kind === 'line' ? (
    <TrendLineChart data={data} unit={spec.unit} height={height} title={spec.title} />
  ) : (
    <FlowBarChart data={data} unit={spec.unit} height={height} title={spec.title} labelWidth={240} />
  );
}
