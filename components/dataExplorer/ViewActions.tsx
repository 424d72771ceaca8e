import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CopyButton } from '@/components/common/CopyButton';
import { useState, type RefObject } from 'react';
import {
  figureSvg,
  fileSlug,
  saveBlob,
  svgToPng,
  type ChartPartImage,
} from '@/components/charts/chartExport';
import { saveInteractiveQuery } from '@/lib/client/api';
import { chartNote } from './ViewChart';
import { citationTitle, citeDataView, embedCode, PUBLISHER } from '@/lib/shared/citation';
import { choicesToQuery } from '@/lib/shared/schemas/dataExplorer/rules';
import { dataExplorerPath, ROUTES } from '@/lib/shared/routes';
import type { DataExplorerState, DataView } from '@/lib/shared/schemas/dataExplorer';

interface Props {
  view: DataView;
  state: DataExplorerState;
  /** The figure holding the drawn chart(s), or null while the table is shown. */
  figure: RefObject<HTMLElement | null> | null;
  /** Height the chart takes, for the embed code's iframe. */
  chartHeight: number;
}

/**
 * How tall the embed page's content is at a desktop column (title, summary, chart, every table row, source and
 * links), measured from the page's own sizes, so the frame hides nothing even before its script resizes it.
 */
export function embedHeight(view: DataView, chartHeight: number): number {
  const tables = view.tables.reduce(
    (h, t) => h + 56 + 44 + Math.max(1, t.rows.length) * 37 + (view.tables.length > 1 ? 28 : 0) + 16,
    0,
  );
  // An estimate from the page's sizes: a tenth more and 100 px spare, since a row that wraps or a longer note
  // makes the page taller (the jurisdiction view measured 1,703 px against 1,587 estimated), and white space at
  // the foot of a frame hides nothing.
  return Math.ceil((160 + (chartHeight ? chartHeight + 80 : 0) + tables + 120) * 1.1 + 100);
}

type Open = { kind: 'embed' | 'cite'; text: string | null; error: string | null } | null;

/** The drawn charts of the figure, each with its small-multiple heading, if any. */
function partsOf(figure: HTMLElement): ChartPartImage[] {
  return [...figure.querySelectorAll<SVGSVGElement>('svg.recharts-surface')].map((svg) => ({
    svg,
    heading: svg.closest('[data-testid="chart-part"]')?.querySelector('h4')?.textContent ?? null,
  }));
}

/** Download the chart (PNG, SVG), embed the view on another site, cite it. */
export function ViewActions({ view, state, figure, chartHeight }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const title = view.chart?.title ?? view.title;
  const download = async (format: 'png' | 'svg') => {
    setProblem(null);
    const el = figure?.current;
    if (!el) return;
    try {
      const svg = figureSvg(partsOf(el), {
        title,
        notes: [
          // When the chart draws fewer rows than the table ("the first 12 of 24 commodities"), the file says so.
          ...(view.chart && view.tables[0]
            ? [chartNote(view.chart, view.tables[0])].filter((n) => n !== null)
            : []),
          `Source: ${view.source}. Vintage: ${view.vintage}.${view.illustrative ? ' Illustrative data, not official figures.' : ''}`,
          `${PUBLISHER}, VTrans DataExplorer: ${window.location.origin}${ROUTES.dataExplorer}?${choicesToQuery(state.choices)}`,
        ],
      });
      const blob = format === 'svg' ? new Blob([svg.svg], { type: 'image/svg+xml' }) : await svgToPng(svg);
      saveBlob(blob, `${fileSlug(title)}.${format}`);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The chart could not be saved.');
    }
  };
  const embed = () => {
    const src = `${window.location.origin}${ROUTES.dataExplorerEmbed}?${choicesToQuery(state.choices)}`;
    // Title, summary and notes above and below the chart; the table scrolls within the frame.
    setOpen({
      kind: 'embed',
      text: embedCode(src, view.title, embedHeight(view, chartHeight)),
      error: null,
    });
  };
  const cite = async () => {
    setOpen({ kind: 'cite', text: null, error: null });
    try {
      // The saved view keeps the choices and the data vintage they were made with: a permalink that lasts.
      const { id } = await saveInteractiveQuery({ tool: 'data-explorer', state });
      const permalink = `${window.location.origin}${dataExplorerPath(id)}`;
      const text = citeDataView({ ...view, title: citationTitle(view), permalink, accessed: new Date() });
      setOpen({ kind: 'cite', text, error: null });
    } catch (e) {
      setOpen({ kind: 'cite', text: null, error: e instanceof Error ? e.message : 'Failed to save query' });
    }
  };
  const heading = open?.kind === 'embed' ? 'Embed this view' : 'Cite this view';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
      {figure && (
        <>
          <Button variant="outlined" size="small" onClick={() => void download('png')}>
            Download chart (PNG)
          </Button>
          <Button variant="outlined" size="small" onClick={() => void download('svg')}>
            Download chart (SVG)
          </Button>
        </>
      )}
      <Button variant="outlined" size="small" onClick={embed}>
        Embed
      </Button>
      <Button variant="outlined" size="small" onClick={() => void cite()}>
        Cite this view
      </Button>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        aria-labelledby="view-action-title"
        fullWidth
      >
        <DialogTitle id="view-action-title">{heading}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {open?.kind === 'embed'
              ? 'Paste this code into a web page: it shows this chart and its table, with the source and a link back, and follows the data as it is updated.'
              : 'This citation names the data vintage, the day you read it, and a permanent link to this view.'}
          </DialogContentText>
          {open?.error && <Alert severity="error">{open.error}</Alert>}
          {open && !open.error && !open.text && <Alert severity="info">Saving this view…</Alert>}
          {open?.text && (
            <TextField
              label={open.kind === 'embed' ? 'Embed code' : 'Citation'}
              value={open.text}
              multiline
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  onFocus: (e: { target: HTMLTextAreaElement }) => e.target.select(),
                },
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          {open?.text && (
            <CopyButton
              key={open.text}
              text={open.text}
              label={open.kind === 'embed' ? 'Copy code' : 'Copy citation'}
            />
          )}
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
