import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import layout from '@/components/ui/layout.module.css';
import text from '@/styles/type.module.css';
import type { CommodityFlow } from '@/lib/shared/schemas/freight';
import type { FlowDatum } from './FlowBarChart';
import { FlowTable } from './FlowTable';
import { WhenVisible } from './WhenVisible';
import { DIRECTION_LABELS, MODE_LABELS } from '@/lib/shared/schemas/freight/rules';
import { TOP_COMMODITIES, type Mode } from './flowOptions';
import { formatAmount } from './format';
import css from './charts.module.css';

/** Height reserved for the main chart (its Skeleton uses the same, so loading causes no layout shift). */
export const MAIN_CHART_HEIGHT = 420;
/** Height reserved for the mode and partner charts. */
export const SMALL_CHART_HEIGHT = 260;

// recharts renders nothing on the server (PLATFORM-NOTES §4): load it in the browser only, and only once a
// chart comes into view (WhenVisible); the tables below are the server's.
const FlowBarChart = dynamic(() => import('./FlowBarChart'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" />,
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
    <section aria-labelledby={id} className={css.slot}>
      <h3 id={id} className={`${text.h3} ${css.gutter}`}>
        {title}
      </h3>
      <div className={css.fill} style={{ height }}>
        {children}
      </div>
    </section>
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
  const pending = <Skeleton variant="rectangular" />;
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
      <p className={`${text.body1} ${css.summary}`} aria-live="polite">
        {flow
          ? `${metricLabel}, ${context}. Total: ${formatAmount(flow.total, flow.unit)}.`
          : 'Loading data…'}
      </p>
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
      <div className={`${layout.halves} ${css.halves}`}>
        <ChartSlot id="flow-by-mode" title="By mode" height={SMALL_CHART_HEIGHT}>
          {chart(modes, 'By mode', SMALL_CHART_HEIGHT, true)}
        </ChartSlot>
        <ChartSlot id="flow-by-partner" title="By trading partner" height={SMALL_CHART_HEIGHT}>
          {chart(partners.slice(0, 8), 'Top trading partners', SMALL_CHART_HEIGHT, true)}
        </ChartSlot>
      </div>
      {flow && (
        <section aria-labelledby="flow-data-tables" className={css.tables}>
          <h3 id="flow-data-tables" className={`${text.h3} ${css.gutter}`}>
            Data tables
          </h3>
          <FlowTable
            caption={`${metricLabel} by commodity: ${context} (${flow.unit})`}
            nameHeader="Commodity"
            rows={commodities}
            unit={flow.unit}
            total={flow.total}
          />
          <div className={`${layout.halves} ${css.halves}`}>
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
          </div>
        </section>
      )}
    </>
  );
}
