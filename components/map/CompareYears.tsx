import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { getComparison } from '@/lib/client/map';
import {
  changeText,
  comparableFamilies,
  editionOf,
  type CompareRow,
  type YearComparison,
} from '@/lib/shared/compareYears';
import { filterWords } from '@/lib/shared/layerFilters';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { AttributeFilter } from '@/lib/shared/schemas/layers';
import type { MapCompare } from '@/lib/shared/schemas/mapExplorerState';
import { compareStyle, styleWords } from './layerStyles';
import type { MapHandle } from './MapCanvas';

/** The comparison a person starts with: the oldest and the newest edition of the first dataset with several. */
export function defaultComparison(metadata: LayerMetadata[]): MapCompare | null {
  const first = comparableFamilies(metadata)[0];
  if (!first) return null;
  return { from: first.editions[0]!.layerKey, to: first.editions.at(-1)!.layerKey, position: 50 };
}

interface Props {
  metadata: LayerMetadata[];
  handle: React.RefObject<MapHandle | null>;
  compare: MapCompare;
  onCompare: (next: MapCompare | null) => void;
  /** The one filter both years take (the attribute table's filter of either year). */
  filters: AttributeFilter[];
}

/**
 * Compare years: two editions of one dataset on the map either side of a divide (ArcGIS's Swipe;
 * the slider here moves it by keyboard), and tables of what changed between them by district and by need
 * category.
 */
export function CompareYears({ metadata, handle, compare, onCompare, filters }: Props) {
  const families = comparableFamilies(metadata);
  const family = families.find((f) => f.family === editionOf(compare.from)?.family) ?? families[0]!;
  const yearOf = (key: string) => editionOf(key)?.year ?? 0;
  // The answer for one pair of years and one filter (an answer for another is not shown).
  const filterKey = JSON.stringify(filters);
  const pair = `${compare.from}|${compare.to}|${filterKey}`;
  const words = filterWords(filters, metadata.find((m) => m.key === compare.to)?.fields ?? []);
  const [answer, setAnswer] = useState<{ pair: string; result?: YearComparison; error?: string } | null>(
    null,
  );

  // The divide on the map and the slider are one state (compare.position) both ways: the slider moves the
  // divide, a drag of the divide moves the slider (and the year labels over the map). The divide is rebuilt
  // when the two layers change.
  const swipe = useRef<{ setPosition: (p: number) => void; remove: () => void } | null>(null);
  const position = useRef(compare.position);
  const moved = useRef((p: number) => onCompare({ ...compare, position: p }));
  useEffect(() => {
    moved.current = (p: number) => onCompare({ ...compare, position: p });
  });
  useEffect(() => {
    position.current = compare.position;
    swipe.current?.setPosition(compare.position);
  }, [compare.position]);
  useEffect(() => {
    let live = true;
    let started: { remove: () => void } | null = null;
    // The map (earlier in the page) has set its handle by now; a map still loading (a shared link opens with
    // the comparison on) is waited for through its view's own promise.
    const view = handle.current?.view();
    if (!view)
      return () => {
        live = false;
      };
    void view
      .when(() => import('./swipe'))
      .then(({ startSwipe }) => {
        if (!live) return;
        started = swipe.current = startSwipe(view, compare.from, compare.to, position.current, (p) =>
          moved.current(p),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
      started?.remove();
      swipe.current = null;
    };
  }, [handle, compare.from, compare.to]);

  useEffect(() => {
    let live = true;
    const asked = `${compare.from}|${compare.to}|${filterKey}`;
    getComparison(compare.from, compare.to, JSON.parse(filterKey) as AttributeFilter[])
      .then((result) => live && setAnswer({ pair: asked, result }))
      .catch(
        (e: unknown) => live && setAnswer({ pair: asked, error: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      live = false;
    };
  }, [compare.from, compare.to, filterKey]);
  const current = answer?.pair === pair ? answer : null;
  const result = current?.result ?? null;
  const error = current?.error ?? null;

  const pick = (label: string, value: string, onChange: (key: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 170 }}
    >
      {family.editions.map((e) => (
        <MenuItem key={e.layerKey} value={e.layerKey}>
          {e.year}
        </MenuItem>
      ))}
    </TextField>
  );
  const geometry = metadata.find((m) => m.key === compare.to)?.geometryType ?? 'line';
  const fromYear = yearOf(compare.from);
  const toYear = yearOf(compare.to);
  const shown = result !== null;

  return (
    <Box component="section" aria-labelledby="compare-heading" sx={{ mt: 1 }}>
      <Typography id="compare-heading" variant="cardTitle" component="h2" sx={{ mb: 1 }}>
        Compare years
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Dataset"
          value={family.family}
          onChange={(e) => {
            const f = families.find((x) => x.family === e.target.value)!;
            onCompare({ ...compare, from: f.editions[0]!.layerKey, to: f.editions.at(-1)!.layerKey });
          }}
          sx={{ minWidth: 220 }}
        >
          {families.map((f) => (
            <MenuItem key={f.family} value={f.family}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        {pick('Left of the divide', compare.from, (from) => onCompare({ ...compare, from }))}
        {pick('Right of the divide', compare.to, (to) => onCompare({ ...compare, to }))}
        <Button variant="outlined" onClick={() => onCompare(null)}>
          Stop comparing
        </Button>
      </Box>
      {fromYear === toYear ? (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          Choose two different years to compare.
        </Typography>
      ) : (
        <>
          <Typography variant="ui" component="p" data-testid="compare-filter" sx={{ mt: 1 }}>
            {words
              ? `Both years are filtered alike: ${words}. Change the filter in the attribute table below.`
              : 'Both years show all their features. A filter set in the attribute table below applies to both.'}
          </Typography>
          <Box sx={{ maxWidth: 480, mt: 1 }}>
            <Typography id="divide-label" variant="ui" component="p" sx={{ mb: 4 }}>
              Divide on the map: {fromYear} to its left ({styleWords(compareStyle('from'), geometry)}),{' '}
              {toYear} to its right ({styleWords(compareStyle('to'), geometry)})
            </Typography>
            <Slider
              value={compare.position}
              onChange={(_e, v) => onCompare({ ...compare, position: v as number })}
              aria-labelledby="divide-label"
              getAriaValueText={(v) => `${v}% of the map shows ${fromYear}, the rest ${toYear}`}
              valueLabelDisplay="auto"
              valueLabelFormat={(v) => `${v}%`}
            />
          </Box>
          {error && (
            <Typography role="alert" sx={{ color: 'error.main' }}>
              {error}
            </Typography>
          )}
          <Typography variant="small" component="p" role="status" aria-live="polite">
            {shown
              ? `${result.from.name}: ${result.from.count.toLocaleString('en-US')} (${result.from.miles.toLocaleString('en-US')} miles). ` +
                `${result.to.name}: ${result.to.count.toLocaleString('en-US')} (${result.to.miles.toLocaleString('en-US')} miles).`
              : error
                ? ''
                : 'Loading the comparison…'}
          </Typography>
          {shown && (
            <>
              {result.illustrative && <IllustrativeChip label="Illustrative data, not official" />}
              <Typography variant="small" component="p" sx={{ my: 1 }}>
                Each year&apos;s features are that year&apos;s own records, so the tables compare totals by
                district and by need category rather than matching features one to one.
              </Typography>
              <ChangeTable result={result} rows={result.byDistrict} heading="District" />
              <ChangeTable result={result} rows={result.byCategory} heading="Need category" />
            </>
          )}
        </>
      )}
    </Box>
  );
}

const miles = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function ChangeTable({
  result,
  rows,
  heading,
}: {
  result: YearComparison;
  rows: CompareRow[];
  heading: string;
}) {
  const { from, to } = result;
  return (
    <Box
      sx={{ overflowX: 'auto', mb: 2 }}
      tabIndex={0}
      role="region"
      aria-label={`Change by ${heading.toLowerCase()}`}
    >
      <Table size="small">
        <caption>
          {result.from.name} and {result.to.name} by {heading.toLowerCase()}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {heading}
            </TableCell>
            {[
              `${from.year} count`,
              `${to.year} count`,
              'Change',
              `${from.year} miles`,
              `${to.year} miles`,
              'Change in miles',
            ].map((label) => (
              <TableCell key={label} component="th" scope="col" align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.group}>
              <TableCell component="th" scope="row">
                {r.group}
              </TableCell>
              <TableCell align="right">{r.from.count.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{r.to.count.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{changeText(r.from.count, r.to.count)}</TableCell>
              <TableCell align="right">{miles(r.from.miles)}</TableCell>
              <TableCell align="right">{miles(r.to.miles)}</TableCell>
              <TableCell align="right">{changeText(r.from.miles, r.to.miles, 1)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
