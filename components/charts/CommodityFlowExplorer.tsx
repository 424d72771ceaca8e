import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { getCommodityFilters, getCommodityFlow } from '@/lib/client/api';
import { FlowFilters } from './FlowFilters';
import { FlowResults } from './FlowResults';
import { DEFAULT_SELECTION, flowQuery, type FlowSelection } from './flowOptions';
import { useApiQuery } from '@/components/common/useApiQuery';

/** Height of the filter row's placeholder before the filter values arrive. */
const FILTERS_HEIGHT = 72;

/**
 * Commodity flows (FAF5-shaped) by scale, origin, direction, measure, year and mode: a bar chart of
 * the top commodities, breakdowns by mode and trading partner, and data tables as the text alternative.
 */
export function CommodityFlowExplorer() {
  const [selection, setSelection] = useState<FlowSelection>(DEFAULT_SELECTION);
  const [attempt, setAttempt] = useState(0);
  const filters = useApiQuery(
    getCommodityFilters,
    { scale: selection.scale, metric: selection.metric },
    attempt,
  );
  const flow = useApiQuery(getCommodityFlow, flowQuery(selection), attempt);

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
    <Box>
      <Alert
        severity="warning"
        role="note"
        icon={false}
        sx={{
          alignItems: 'center',
          my: 2,
          '& .MuiAlert-message': { display: 'flex', gap: 2, flexWrap: 'wrap' },
        }}
      >
        {illustrative ? <IllustrativeChip label="Illustrative data" /> : <strong>Data source</strong>}
        <Typography component="span" sx={{ alignSelf: 'center' }}>
          {note ?? <Skeleton width={320} sx={{ display: 'inline-block' }} />}
        </Typography>
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
        <Skeleton variant="rectangular" height={FILTERS_HEIGHT} sx={{ my: 2 }} />
      )}
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {!flow.error && <FlowResults flow={data} metricLabel={metricLabel} />}
    </Box>
  );
}
