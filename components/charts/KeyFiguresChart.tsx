import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { isRange, parseFigure } from '@/lib/shared/figures';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';
import type { FigureBar } from './KeyFigureBars';
import { WhenVisible } from './WhenVisible';

const BAR_ROW = 44;
const AXIS_SPACE = 56;

/** Height reserved for a chart of n bars (also the Skeleton's, so nothing moves when it loads). */
export const figuresChartHeight = (n: number): number => n * BAR_ROW + AXIS_SPACE;

// recharts renders nothing on the server (PLATFORM-NOTES §4): load it in the browser only, and only once a
// chart comes into view (WhenVisible); the tables are the server's.
const KeyFigureBars = dynamic(() => import('./KeyFigureBars'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height="100%" />,
});

interface Charted {
  bars: FigureBar[];
  unit: string;
}

/** The figures that can be drawn together: numeric ones sharing the unit of the first numeric figure. */
function chartable(figures: RiskRegisterItem['keyFigures']): Charted {
  let unit: string | null = null;
  const bars: FigureBar[] = [];
  for (const { label, value } of figures) {
    const parsed = parseFigure(value);
    if (!parsed) continue;
    unit ??= parsed.unit;
    if (parsed.unit !== unit) continue;
    const range: [number, number] = isRange(parsed) ? [parsed.low, parsed.high] : [0, parsed.value];
    bars.push({ label, range, text: value });
  }
  return { bars, unit: unit ?? '' };
}

function Macrotrend({ item }: { item: RiskRegisterItem }) {
  const { bars, unit } = chartable(item.keyFigures);
  const charted = new Set(bars.map((b) => b.label));
  const headingId = `key-figures-${item.megatrendNumber}-${item.macrotrendNumber}`;
  const height = figuresChartHeight(bars.length);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h3" component="h3" gutterBottom>
        {item.macrotrend}
      </Typography>
      {bars.length > 0 && (
        <Box sx={{ width: '100%', maxWidth: 900, height, mb: 2 }}>
          <WhenVisible placeholder={<Skeleton variant="rectangular" height="100%" />}>
            <KeyFigureBars
              bars={bars}
              unit={unit}
              height={height}
              title={`Key figures: ${item.macrotrend}`}
            />
          </WhenVisible>
        </Box>
      )}
      <Table size="small" sx={{ maxWidth: 900, captionSide: 'top' }}>
        <caption>
          Key figures: {item.macrotrend}
          {bars.length > 0 && ' (the chart above shows the numeric figures; ranges are drawn low to high)'}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Figure
            </TableCell>
            <TableCell component="th" scope="col">
              Value
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {item.keyFigures.map((f) => (
            <TableRow key={f.label}>
              <TableCell component="th" scope="row">
                {f.label}
              </TableCell>
              <TableCell>
                {f.value}
                {!charted.has(f.label) && bars.length > 0 && ' (not charted)'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Key figures of a megatrend page: a small bar chart per macrotrend plus the figures as a table. */
export function KeyFiguresChart({ items }: { items: RiskRegisterItem[] }) {
  const withFigures = items.filter((i) => i.keyFigures.length > 0);
  if (withFigures.length === 0) return null;
  return (
    <>
      {withFigures.map((item) => (
        <Macrotrend key={`${item.megatrendNumber}.${item.macrotrendNumber}`} item={item} />
      ))}
    </>
  );
}
