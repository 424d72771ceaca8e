import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useSyncExternalStore } from 'react';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { EMBED_HEIGHT_MESSAGE } from '@/lib/shared/citation';
import { choicesToQuery, viewCsvHref } from '@/lib/shared/schemas/dataExplorer/rules';
import { ROUTES } from '@/lib/shared/routes';
import type { DataView } from '@/lib/shared/schemas/dataExplorer';
import { ViewFigure } from './ViewChart';
import { ViewTable } from './ViewTable';

const noop = () => () => {};

/**
 * One Data Explorer view as another site shows it in an iframe: title, summary, the chart
 * (drawn once recharts runs in the browser) and, under it, the same figures as a table; the source, the
 * vintage and links to the full view and its CSV. Links open a new tab: the site's other pages may not be framed.
 */
export function DataEmbed({ view, notice }: { view: DataView; notice: string | null }) {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  // The page that frames this one sizes its iframe to the content (the embed code's script): the height is
  // posted whenever it changes (the chart drawn, a narrower frame wrapping the table).
  useEffect(() => {
    if (window.parent === window) return undefined;
    const post = () =>
      window.parent.postMessage(
        { type: EMBED_HEIGHT_MESSAGE, height: document.documentElement.scrollHeight },
        '*',
      );
    const watch = new ResizeObserver(post);
    watch.observe(document.body);
    post();
    return () => watch.disconnect();
  }, []);
  const query = choicesToQuery({ ...view.choices, display: 'chart' });
  const table = view.tables[0];
  return (
    <Box sx={{ maxWidth: 1000 }}>
      {notice && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Typography variant="h2" component="h1" gutterBottom>
        {view.title}
      </Typography>
      {view.illustrative && <IllustrativeChip label="Illustrative data, not official" />}
      <Typography sx={{ my: 1 }}>{view.summary}</Typography>
      {hydrated && view.chart && table && <ViewFigure spec={view.chart} table={table} />}
      <Box component="section" aria-label="Data tables" data-testid="view-tables">
        {view.tables.map((t) => (
          <Box key={t.id} sx={{ mb: 2 }}>
            <ViewTable table={t} />
            {view.tables.length > 1 && (
              <Link href={viewCsvHref(view.choices, t.id)} download variant="body2">
                Download this table (CSV): {t.caption}
              </Link>
            )}
          </Box>
        ))}
      </Box>
      <Typography variant="body2">
        Source: {view.source}. Vintage: {view.vintage}.
        {view.note && !view.illustrative ? ` ${view.note}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Link href={`${ROUTES.dataExplorer}?${query}`} target="_blank" rel="noopener">
          Open this view in the VTrans DataExplorer (new tab)
        </Link>
        {table && view.tables.length === 1 && (
          <Link href={viewCsvHref(view.choices, table.id)} download>
            Download the data (CSV)
          </Link>
        )}
      </Typography>
    </Box>
  );
}
