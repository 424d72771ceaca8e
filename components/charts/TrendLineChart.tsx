import { useTheme } from '@mui/material/styles';
import { SMALL_TEXT } from '@/styles/theme';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FlowDatum } from './FlowBarChart';
import { compactNumber, formatAmount } from './format';

interface Props {
  data: FlowDatum[];
  unit: string;
  height: number;
  title: string;
}

/** A value over the years (client only: recharts does not SSR); one tab stop, arrow keys move the tooltip. */
export default function TrendLineChart({ data, unit, height, title }: Props) {
  const theme = useTheme();
  const tick = { fill: theme.palette.text.primary, fontSize: SMALL_TEXT };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart
        data={data}
        margin={{ top: 8, right: 24, bottom: 4, left: 8 }}
        accessibilityLayer
        title={title}
      >
        <CartesianGrid stroke={theme.palette.divider} />
        <XAxis dataKey="name" tick={tick} />
        <YAxis tickFormatter={compactNumber} tick={tick} width={64} />
        <Tooltip formatter={(value) => [formatAmount(Number(value), unit), title]} />
        <Line
          dataKey="value"
          stroke={theme.palette.primary.main}
          strokeWidth={3}
          dot={{ r: 5 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
