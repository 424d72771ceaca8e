import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/Skeleton';
import table from '@/components/ui/table.module.css';
import text from '@/styles/type.module.css';
import { isRange, parseFigure } from '@/lib/shared/figures';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';
import type { FigureBar } from './KeyFigureBars';
import { WhenVisible } from './WhenVisible';
import css from './charts.module.css';

const BAR_ROW = 44;
const AXIS_SPACE = 56;

/** Height reserved for a chart of n bars (also the Skeleton's, so nothing moves when it loads). */
export const figuresChartHeight = (n: number): number => n * BAR_ROW + AXIS_SPACE;

// recharts renders nothing on the server (PLATFORM-NOTES §4): load it in the browser only, and only once a
// chart comes into view (WhenVisible); the tables are the server's.
const KeyFigureBars = dynamic(() => import('./KeyFigureBars'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" />,
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
    <section aria-labelledby={headingId} className={css.macrotrend}>
      <h3 id={headingId} className={`${text.h3} ${css.gutter}`}>
        {item.macrotrend}
      </h3>
      {bars.length > 0 && (
        <div className={css.figuresChart} style={{ height }}>
          <WhenVisible placeholder={<Skeleton variant="rectangular" />}>
            <KeyFigureBars
              bars={bars}
              unit={unit}
              height={height}
              title={`Key figures: ${item.macrotrend}`}
            />
          </WhenVisible>
        </div>
      )}
      <table className={`${table.table} ${table.captionTop} ${css.figuresTable}`}>
        <caption>
          Key figures: {item.macrotrend}
          {bars.length > 0 && ' (the chart above shows the numeric figures; ranges are drawn low to high)'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {item.keyFigures.map((f) => (
            <tr key={f.label}>
              <th scope="row">{f.label}</th>
              <td>
                {f.value}
                {!charted.has(f.label) && bars.length > 0 && ' (not charted)'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
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
