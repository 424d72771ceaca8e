import type { ReactNode } from 'react';
import { SelectField } from '@/components/ui/Field';
import type { CommodityFilters } from '@/lib/shared/schemas/freight';
import { DIRECTION_LABELS, MODE_LABELS, SCALE_LABELS } from '@/lib/shared/schemas/freight/rules';
import { type Direction, type FlowSelection, type Metric, type Mode, type Scale } from './flowOptions';
import css from './charts.module.css';

interface Props {
  filters: CommodityFilters;
  selection: FlowSelection;
  /** The origin and year in effect (the API's defaults until the user picks one). */
  origin: string;
  year: number;
  onChange: (patch: Partial<FlowSelection>) => void;
}

const ALL_MODES = 'all';

function Choice(props: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <SelectField
      size="small"
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      className={css.choice}
    >
      {props.children}
    </SelectField>
  );
}

/** The six commodity-flow filters, as labelled native selects (keyboard and screen-reader friendly). */
export function FlowFilters({ filters, selection, origin, year, onChange }: Props) {
  // Before the origins of a newly chosen scale arrive, show no stale origin as selected.
  const originValue = filters.origins.includes(origin) ? origin : '';
  return (
    <div role="group" aria-label="Commodity flow filters" className={css.filters}>
      <Choice
        label="Scale"
        value={selection.scale}
        // A new scale has other origins: go back to its default origin.
        onChange={(v) => onChange({ scale: v as Scale, origin: null })}
      >
        {filters.scales.map((s) => (
          <option key={s} value={s}>
            {SCALE_LABELS[s]}
          </option>
        ))}
      </Choice>
      <Choice label="Origin" value={originValue} onChange={(v) => onChange({ origin: v })}>
        {originValue === '' && <option value="">Loading…</option>}
        {filters.origins.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Choice>
      <Choice
        label="Direction"
        value={selection.direction}
        onChange={(v) => onChange({ direction: v as Direction })}
      >
        {filters.directions.map((d) => (
          <option key={d} value={d}>
            {DIRECTION_LABELS[d]}
          </option>
        ))}
      </Choice>
      <Choice label="Measure" value={selection.metric} onChange={(v) => onChange({ metric: v as Metric })}>
        {filters.metrics.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </Choice>
      <Choice label="Year" value={String(year)} onChange={(v) => onChange({ year: Number(v) })}>
        {filters.years.map((y) => (
          <option key={y} value={y}>
            {y === filters.baseYear ? `${y} (base year)` : y}
          </option>
        ))}
      </Choice>
      <Choice
        label="Mode"
        value={selection.mode ?? ALL_MODES}
        onChange={(v) => onChange({ mode: v === ALL_MODES ? null : (v as Mode) })}
      >
        <option value={ALL_MODES}>All modes</option>
        {filters.modes.map((m) => (
          <option key={m} value={m}>
            {MODE_LABELS[m]}
          </option>
        ))}
      </Choice>
    </div>
  );
}
