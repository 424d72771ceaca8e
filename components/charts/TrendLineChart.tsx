import { palette, SMALL_TEXT } from '@/styles/tokens';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartKeys } from './ChartKeys';
import type { FlowDatum } from './FlowBarChart';
import { compactNumber, formatAmount } from './format';

interface Props {
  data: FlowDatum[];
  unit: string;
  height: number;
  title: string;
}

/** A value over the years (client only: recharts does not SSR); one tab stop, arrow keys read the points. */
export default function TrendLineChart({ data, unit, height, title }: Props) {
  const tick = { fill: palette.text, fontSize: SMALL_TEXT };
  return (
    <ChartKeys data={data} unit={unit} title={title}>
      {(active) => (
        <ResponsiveContainer width="100%" height={height}>
          <LineChart data={data} margin={{ top: 8, right: 24, bottom: 4, left: 8 }} title={title}>
            <CartesianGrid stroke={palette.border} />
            <XAxis dataKey="name" tick={tick} />
            <YAxis tickFormatter={compactNumber} tick={tick} width={64} />
            <Tooltip formatter={(value) => [formatAmount(Number(value), unit), title]} />
            <Line
              dataKey="value"
              stroke={palette.primary}
              strokeWidth={3}
              dot={(p: { cx?: number; cy?: number; index?: number }) => (
                <circle
                  key={p.index}
                  cx={p.cx}
                  cy={p.cy}
                  r={p.index === active ? 8 : 5}
                  fill={p.index === active ? palette.text : palette.primary}
                />
              )}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      )}
    </ChartKeys>
  );
}
