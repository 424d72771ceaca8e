import { ToggleChip } from '@/components/ui/Chip';
import css from './common.module.css';

/** One choice of a filter; `value` null means 'all'. */
export interface FilterOption<T extends string> {
  value: T | null;
  label: string;
}

interface Props<T extends string> {
  /** Names the group for assistive technology, e.g. 'Filter by meeting type'. */
  label: string;
  options: ReadonlyArray<FilterOption<T>>;
  selected: T | null;
  onChange: (value: T | null) => void;
}

/** A row of toggle chips (buttons with aria-pressed) that filter a list on the page. */
export function FilterChips<T extends string>({ label, options, selected, onChange }: Props<T>) {
  return (
    <div role="group" aria-label={label} className={css.chipRow}>
      {options.map((o) => (
        <ToggleChip key={o.value ?? 'all'} pressed={o.value === selected} onClick={() => onChange(o.value)}>
          {o.label}
        </ToggleChip>
      ))}
    </div>
  );
}
