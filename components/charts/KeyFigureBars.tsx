import { palette, SMALL_TEXT } from '@/styles/tokens';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { compactNumber } from './format';
import { wrappedTick } from './WrappedTick';

/** One bar: a single value is drawn from 0, a range floats from low to high. */
export interface FigureBar {
  label: string;
  range: [number, number];
  text: string;
}

interface Props {
  bars: FigureBar[];
  unit: string;
  height: number;
  /** Accessible description of the chart (the table beside it has the figures as text). */
  title: string;
}

const withUnit = (n: number, unit: string) => (unit === '%' ? `${compactNumber(n)}%` : compactNumber(n));

/** Horizontal bar chart of one macrotrend's key figures (client only: recharts does not SSR). */
export default function KeyFigureBars({ bars, unit, height, title }: Props) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={bars}
        layout="vertical"
        margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
        accessibilityLayer
        title={title}
      >
        <CartesianGrid horizontal={false} stroke={palette.border} />
        <XAxis
          type="number"
          domain={[(min: number) => Math.min(0, min), (max: number) => Math.max(0, max)]}
          tickFormatter={(n: number) => withUnit(n, unit)}
          tick={{ fill: palette.text, fontSize: SMALL_TEXT }}
        />
        <YAxis type="category" dataKey="label" width={220} tick={wrappedTick(220, 3)} />
        <ReferenceLine x={0} stroke={palette.muted} />
        <Tooltip formatter={(_value, _name, item) => [(item.payload as FigureBar).text, 'Figure']} />
        <Bar dataKey="range" fill={palette.primary} isAnimationActive={false} barSize={22} />
      </BarChart>
    </ResponsiveContainer>
  );
}
