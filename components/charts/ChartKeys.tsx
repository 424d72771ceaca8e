import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FlowDatum } from './FlowBarChart';
import { formatAmount } from './format';
import css from './charts.module.css';

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/** What is said and shown for the chosen point, e.g. "Coal: 1,234 thousand tons (2 of 12)". */
export const pointText = (data: FlowDatum[], i: number, unit: string) =>
  `${data[i]!.name}: ${formatAmount(data[i]!.value, unit)} (${i + 1} of ${data.length})`;

/**
 * A chart as one tab stop whose arrow keys move through the points in reading order: Down and Right to the
 * next (top to bottom, left to right), Up and Left to the previous, Home and End to the ends. The chosen
 * point's name and value are written under the chart and announced (polite live region). recharts' own
 * keyboard layer moved Left to the next bar of a horizontal bar chart and ignored Down.
 */
export function ChartKeys({
  data,
  unit,
  title,
  children,
}: {
  data: FlowDatum[];
  unit: string;
  title: string;
  children: (active: number | null) => ReactNode;
}) {
  const [active, setActive] = useState<number | null>(null);
  const last = data.length - 1;
  const onKeyDown = (e: KeyboardEvent) => {
    if (last < 0) return;
    const at = active ?? -1;
    let next: number | null = null;
    if (NEXT.has(e.key)) next = Math.min(last, at + 1);
    else if (PREVIOUS.has(e.key)) next = Math.max(0, at - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else if (e.key === 'Escape') return setActive(null);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
  };
  const text = active === null || !data[active] ? '' : pointText(data, active, unit);
  return (
    <div>
      <div
        tabIndex={0}
        role="group"
        aria-label={`${title}. ${data.length} values; use the arrow keys to read them.`}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        data-testid="chart-keys"
      >
        {children(active)}
      </div>
      <div aria-hidden="true" className={css.point} data-testid="chart-point">
        {text}
      </div>
      <div className="visually-hidden" aria-live="polite">
        {text}
      </div>
    </div>
  );
}
