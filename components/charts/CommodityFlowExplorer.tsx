import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { getCommodityFilters, getCommodityFlow } from '@/lib/client/api';
import { FlowFilters } from './FlowFilters';
import { FlowResults } from './FlowResults';
import { DEFAULT_SELECTION, flowQuery, type FlowSelection } from './flowOptions';
import { useApiQuery } from '@/components/common/useApiQuery';
import css from './charts.module.css';
import type {
  CommodityFilters,
  CommodityFiltersQuery,
  CommodityFlow,
  CommodityFlowQuery,
} from '@/lib/shared/schemas/freight';

/** The explorer's first answers, rendered by the server for DEFAULT_SELECTION (see `initialFlows`). */
export interface InitialFlows {
  filters: { query: CommodityFiltersQuery; data: CommodityFilters };
  flow: { query: CommodityFlowQuery; data: CommodityFlow };
}

/** The queries of DEFAULT_SELECTION, as the explorer sends them (and as page props carry them: no undefined). */
export function defaultQueries(): { filters: CommodityFiltersQuery; flow: CommodityFlowQuery } {
  const plain = <T,>(q: T): T => JSON.parse(JSON.stringify(q)) as T;
  return {
    filters: plain({ scale: DEFAULT_SELECTION.scale, metric: DEFAULT_SELECTION.metric }),
    flow: plain(flowQuery(DEFAULT_SELECTION)),
  };
}

/** Height of the filter row's placeholder before the filter values arrive. */
const FILTERS_HEIGHT = 72;

/**
 * Commodity flows (FAF5-shaped) by scale, origin, direction, measure, year and mode: a bar chart of
 * the top commodities, breakdowns by mode and trading partner, and data tables as the text alternative.
 * With `initial` (the server's answers for the first selection) the tables are in the page as served; the
 * charts load when they scroll into view.
 */
export function CommodityFlowExplorer({ initial = null }: { initial?: InitialFlows | null }) {
  const [selection, setSelection] = useState<FlowSelection>(DEFAULT_SELECTION);
  const [attempt, setAttempt] = useState(0);
  const filters = useApiQuery(
    getCommodityFilters,
    { scale: selection.scale, metric: selection.metric },
    attempt,
    initial?.filters,
  );
  const flow = useApiQuery(getCommodityFlow, flowQuery(selection), attempt, initial?.flow);

  const f = filters.data;
  const data = flow.loading ? null : flow.data;
  const error = filters.error ?? flow.error;
  // The label stays up unless the API says the data is official; the note is the API's own.
  const illustrative = flow.data?.illustrative ?? f?.illustrative ?? true;
  const note = flow.data?.note ?? f?.note ?? null;
  // The API's defaults: the first origin of the scale (once that scale's filters are in) and the base year.
  const origin = selection.origin ?? (f?.scale === selection.scale ? f.origins[0] : '');
  const year = selection.year ?? f?.baseYear ?? 0;
  const metricLabel = f?.metrics.find((m) => m.value === selection.metric)?.label ?? 'Weight';

  return (
    <div>
      <Alert severity="warning" role="note" icon={false} className={css.note}>
        <span className={css.noteBody}>
          {illustrative ? <IllustrativeChip label="Illustrative data" /> : <strong>Data source</strong>}
          <span className={css.noteText}>{note ?? <Skeleton width={320} className={css.inline} />}</span>
        </span>
      </Alert>
      {f ? (
        <FlowFilters
          filters={f}
          selection={selection}
          origin={origin}
          year={year}
          onChange={(patch) => setSelection((s) => ({ ...s, ...patch }))}
        />
      ) : (
        <Skeleton variant="rectangular" height={FILTERS_HEIGHT} className={css.filtersPending} />
      )}
      {error && (
        <Alert
          severity="error"
          className={css.error}
          action={
            <Button variant="text" className={css.inherit} onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {!flow.error && <FlowResults flow={data} metricLabel={metricLabel} />}
    </div>
  );
}
