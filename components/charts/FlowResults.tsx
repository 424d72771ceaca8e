import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { CommodityFlow } from '@/lib/shared/schemas/freight';
import type { FlowDatum } from './FlowBarChart';
import { FlowTable } from './FlowTable';
import { WhenVisible } from './WhenVisible';
import { DIRECTION_LABELS, MODE_LABELS } from '@/lib/shared/freightLabels';
import { TOP_COMMODITIES, type Mode } from './flowOptions';
import { formatAmount } from './format';

/** Height reserved for the main chart (its Skeleton uses the same, so loading causes no layout shift). */
export const MAIN_CHART_HEIGHT = 420;
/** Height reserved for the mode and partner charts. */
export const SMALL_CHART_HEIGHT = 260;

// recharts renders nothing on the server (PLATFORM-NOTES §4): load it in the browser only, and only once a
// chart comes into view (WhenVisible); the tables below are the server's.
const FlowBarChart = dynamic(() => import('./FlowBarChart'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height="100%" />,
});

function ChartSlot({
  id,
  title,
  height,
  children,
}: {
  id: string;
  title: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="h3" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ width: '100%', height }}>{children}</Box>
    </Box>
  );
}

const rows = <K extends string>(list: Array<Record<K, string> & { value: number }>, key: K): FlowDatum[] =>
  list.map((r) => ({ name: r[key], value: r.value }));

interface Props {
  /** null while loading: the slots keep their height and show Skeletons. */
  flow: CommodityFlow | null;
  metricLabel: string;
}

/** The charts of one commodity-flow answer and, below them, its data tables (the text alternative). */
export function FlowResults({ flow, metricLabel }: Props) {
  const pending = <Skeleton variant="rectangular" height="100%" />;
  const commodities = flow ? rows(flow.byCommodity, 'commodity') : [];
  const modes = flow
    ? rows(flow.byMode, 'mode').map((r) => ({ ...r, name: MODE_LABELS[r.name as Mode] }))
    : [];
  const partners = flow ? rows(flow.byPartner, 'partner') : [];
  const f = flow?.filters;
  const context = f
    ? `${f.origin}, ${DIRECTION_LABELS[f.direction].toLowerCase()}, ${f.year}, ${f.mode ? MODE_LABELS[f.mode] : 'all modes'}`
    : '';
  const chart = (data: FlowDatum[], title: string, height: number, small = false) =>
    flow ? (
      <WhenVisible placeholder={pending}>
        <FlowBarChart
          data={data}
          unit={flow.unit}
          height={height}
          title={title}
          labelWidth={small ? 150 : 220}
        />
      </WhenVisible>
    ) : (
      pending
    );

  return (
    <>
      <Typography sx={{ mb: 1 }} aria-live="polite">
        {flow
          ? `${metricLabel}, ${context}. Total: ${formatAmount(flow.total, flow.unit)}.`
          : 'Loading data…'}
      </Typography>
      <ChartSlot
        id="flow-top-commodities"
        title={`Top ${TOP_COMMODITIES} commodities`}
        height={MAIN_CHART_HEIGHT}
      >
        {chart(
          commodities.slice(0, TOP_COMMODITIES),
          `Top ${TOP_COMMODITIES} commodities`,
          MAIN_CHART_HEIGHT,
        )}
      </ChartSlot>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 4, mt: 3 }}>
        <ChartSlot id="flow-by-mode" title="By mode" height={SMALL_CHART_HEIGHT}>
          {chart(modes, 'By mode', SMALL_CHART_HEIGHT, true)}
        </ChartSlot>
        <ChartSlot id="flow-by-partner" title="By trading partner" height={SMALL_CHART_HEIGHT}>
          {chart(partners.slice(0, 8), 'Top trading partners', SMALL_CHART_HEIGHT, true)}
        </ChartSlot>
      </Box>
      {flow && (
        <Box component="section" aria-labelledby="flow-data-tables" sx={{ mt: 4 }}>
          <Typography id="flow-data-tables" variant="h3" component="h3" gutterBottom>
            Data tables
          </Typography>
          <FlowTable
            caption={`${metricLabel} by commodity: ${context} (${flow.unit})`}
            nameHeader="Commodity"
            rows={commodities}
            unit={flow.unit}
            total={flow.total}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 4, mt: 3 }}>
            <FlowTable
              caption={`By mode (${flow.unit})`}
              nameHeader="Mode"
              rows={modes}
              unit={flow.unit}
              total={flow.total}
            />
            <FlowTable
              caption={`By trading partner (${flow.unit})`}
              nameHeader="Trading partner"
              rows={partners}
              unit={flow.unit}
              total={flow.total}
            />
          </Box>
        </Box>
      )}
    </>
  );
}
