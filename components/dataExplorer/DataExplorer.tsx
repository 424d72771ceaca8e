import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState, useSyncExternalStore } from 'react';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { choicesToQuery, DEFAULT_CHOICES, viewCsvHref } from '@/lib/shared/schemas/dataExplorer/rules';
import {
  DATA_EXPLORER_STATE_VERSION,
  type DataExplorerState,
  type DataView,
  type DataViewKind,
} from '@/lib/shared/schemas/dataExplorer';
import { ShareView } from './ShareView';
import { chartHeight, ViewFigure } from './ViewChart';
import { ViewActions } from './ViewActions';
import { ViewControls } from './ViewControls';
import { ViewTable } from './ViewTable';

const PATH = '/interactvtrans/data-explorer';
const noop = () => () => {};
/** Keeps the tables readable by screen readers (first in the page) while the chart is shown; at their natural
 * size, so no table container becomes a scroll region. */
const OFF_SCREEN = { position: 'absolute', left: '-10000px', width: 'max-content' } as const;
/** The views, with the short name a phone shows (the four in one row of a 358 px column). */
const VIEWS: Array<[DataViewKind, string, string]> = [
  ['freight', 'Freight flows', 'Freight'],
  ['needs', 'Mid-term needs', 'Needs'],
  ['trends', 'Long-term trends', 'Trends'],
  ['jurisdiction', 'Jurisdiction profile', 'Profile'],
];

interface Props {
  view: DataView;
  vintage: string;
  /** A message shown over the view (a shared link that could not be restored, a choice not in the data). */
  notice: string | null;
}

/** The Data Explorer: pick a view, its choices; read its summary, table (first) and chart; download or share it. */
export function DataExplorer({ view, vintage, notice }: Props) {
  const router = useRouter();
  // On a phone the chart comes first: the choices fold into one button, and the details follow the chart.
  const phone = useMediaQuery('(max-width:599.95px)');
  const [choicesOpen, setChoicesOpen] = useState(false);
  // Chart/table is switched with shallow routing (nothing to recompute): the address holds the current choice.
  const shown = router.query.display;
  const c = {
    ...view.choices,
    display: shown === 'table' || shown === 'chart' ? shown : view.choices.display,
  };
  // Before hydration (and without JavaScript) the table is shown; the chart replaces it once recharts can run.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const showChart = hydrated && c.display === 'chart' && view.chart !== null;
  const figure = useRef<HTMLElement>(null);
  const href = (extra: Record<string, string> = {}, display = c.display) =>
    `${PATH}?${choicesToQuery({ ...c, display }, extra)}`;
  const csv = (table = view.tables[0]?.id ?? '') => viewCsvHref(c, table);
  const state: DataExplorerState = {
    schemaVersion: DATA_EXPLORER_STATE_VERSION,
    dataVintage: vintage,
    choices: c,
  };
  const units = [...new Set(view.tables.flatMap((t) => t.columns.map((x) => x.unit).filter(Boolean)))];
  const details = (
    <>
      {!view.illustrative && view.note && <Typography sx={{ mb: 1 }}>{view.note}</Typography>}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          mb: 2,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0 },
        }}
      >
        <dt>Units</dt>
        <dd>{units.join(', ') || 'as listed'}</dd>
        <dt>Source</dt>
        <dd>{view.source}</dd>
        <dt>Vintage</dt>
        <dd>{view.vintage}</dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Box role="group" aria-label="Show as" sx={{ display: 'flex', gap: 1 }}>
          {(['chart', 'table'] as const).map((d) => (
            <Button
              key={d}
              component={NextLink}
              href={href({}, d)}
              shallow
              scroll={false}
              size="small"
              variant={c.display === d ? 'contained' : 'outlined'}
              aria-current={c.display === d ? 'true' : undefined}
            >
              {d === 'chart' ? 'Chart' : 'Table'}
            </Button>
          ))}
        </Box>
        {view.tables.length === 1 && (
          <Button component="a" href={csv()} size="small" variant="outlined" download>
            Download CSV
          </Button>
        )}
      </Box>
      <ShareView state={state} />
      <ViewActions
        view={view}
        state={state}
        figure={showChart ? figure : null}
        chartHeight={view.chart ? chartHeight(view.chart, view.tables[0]) : 0}
      />
    </>
  );
  const data = (
    <>
      <Box
        component="section"
        aria-label="Data tables"
        sx={{ mt: 3, ...(showChart ? OFF_SCREEN : {}) }}
        data-testid="view-tables"
      >
        {view.tables.map((t) => (
          <Box key={t.id} sx={{ mb: 3 }}>
            <ViewTable table={t} />
            {/* Off screen (under the chart) a link would be an invisible Tab stop: the chart lists them. */}
            {view.tables.length > 1 && !showChart && (
              <Button component="a" href={csv(t.id)} size="small" download sx={{ mt: 1 }}>
                Download this table (CSV)
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {showChart && view.chart && (
        <ViewFigure spec={view.chart} table={view.tables[0]} figureRef={figure} mt={3}>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Keyboard: Tab to the chart, then the arrow keys move from bar to bar. The same figures are in the
            table (choose “Table”).
          </Typography>
          {view.tables.length > 1 && (
            <Box component="ul" aria-label="The tables as CSV" sx={{ pl: 0, listStyle: 'none', mt: 1 }}>
              {view.tables.map((t) => (
                <li key={t.id}>
                  <Button component="a" href={csv(t.id)} size="small" download>
                    Download the table (CSV): {t.caption}
                  </Button>
                </li>
              ))}
            </Box>
          )}
        </ViewFigure>
      )}
    </>
  );
  return (
    <Box>
      {notice && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Box
        component="nav"
        aria-label="Data Explorer views"
        // On a phone the four views by their short names in one row (a scrolling row of the long names, 672 px in
        // 358, hid two; two rows pushed the chart off the first screen).
        sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'nowrap', sm: 'wrap' }, mb: 2 }}
      >
        {VIEWS.map(([key, label, short]) => (
          <Button
            key={key}
            component={NextLink}
            href={`${PATH}?${choicesToQuery({ ...DEFAULT_CHOICES, view: key, by: key === 'needs' ? 'district' : 'commodity' })}`}
            variant={c.view === key ? 'contained' : 'outlined'}
            aria-current={c.view === key ? 'page' : undefined}
            sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: 0, px: { xs: 1, sm: 2 } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {label}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' }, whiteSpace: 'nowrap' }}>
              {short}
            </Box>
          </Button>
        ))}
      </Box>
      <Typography variant="h2" gutterBottom>
        {view.title}
      </Typography>
      {phone && (
        <Button
          variant="outlined"
          aria-expanded={choicesOpen}
          aria-controls="data-explorer-choices"
          onClick={() => setChoicesOpen((o) => !o)}
          sx={{ mb: 2 }}
        >
          Change the choices
        </Button>
      )}
      <Box id="data-explorer-choices" sx={{ display: phone && !choicesOpen ? 'none' : 'block' }}>
        <ViewControls controls={view.controls} choices={c} />
      </Box>
      {view.illustrative && (
        <Alert
          severity="warning"
          role="note"
          icon={false}
          sx={{
            mb: 2,
            py: { xs: 0, sm: 0.75 },
            '& .MuiAlert-message': { display: 'flex', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' },
          }}
        >
          <IllustrativeChip label="Illustrative data" />
          <Typography component="span" variant={phone ? 'body2' : 'body1'} sx={{ alignSelf: 'center' }}>
            {view.note}
          </Typography>
        </Alert>
      )}
      <Typography variant="itemTitle" component="p" id="view-summary" sx={{ mb: 1 }} aria-live="polite">
        {view.summary}
      </Typography>
      {phone ? (
        <>
          {data}
          {details}
        </>
      ) : (
        <>
          {details}
          {data}
        </>
      )}
    </Box>
  );
}
