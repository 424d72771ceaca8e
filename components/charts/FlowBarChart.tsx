import { palette, SMALL_TEXT } from '@/styles/tokens';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartKeys } from './ChartKeys';
import { compactNumber, formatAmount } from './format';
import { wrappedTick } from './WrappedTick';

/** One bar of a commodity-flow chart. */
export interface FlowDatum {
  name: string;
  value: number;
}

interface Props {
  data: FlowDatum[];
  unit: string;
  /** Fixed pixel height: the parent reserves the same, so nothing shifts when recharts mounts. */
  height: number;
  title: string;
  /** Width of the category axis, in pixels. */
  labelWidth?: number;
  /** Lines a label may take before it is shortened (the caller makes the rows tall enough). */
  labelLines?: number;
}

/** A horizontal bar chart of flow totals (client only: recharts does not SSR). */
export default function FlowBarChart({ data, unit, height, title, labelWidth = 200, labelLines = 2 }: Props) {
  const tick = { fill: palette.text, fontSize: SMALL_TEXT };
  return (
    <ChartKeys data={data} unit={unit} title={title}>
      {(active) => (
        <ResponsiveContainer width="100%" height={height}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 24, bottom: 4, left: 4 }}
            title={title}
          >
            <CartesianGrid horizontal={false} stroke={palette.border} />
            <XAxis type="number" tickFormatter={compactNumber} tick={tick} />
            <YAxis
              type="category"
              dataKey="name"
              width={labelWidth}
              interval={0}
              tick={wrappedTick(labelWidth, Math.max(2, labelLines))}
            />
            <Tooltip formatter={(value) => [formatAmount(Number(value), unit), title]} />
            <Bar dataKey="value" fill={palette.primary} isAnimationActive={false}>
              {data.map((d, i) => (
                <Cell key={d.name} fill={i === active ? palette.text : palette.primary} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartKeys>
  );
}
