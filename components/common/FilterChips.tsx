import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

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
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {options.map((o) => {
        const pressed = o.value === selected;
        return (
          <Chip
            key={o.value ?? 'all'}
            label={o.label}
            clickable
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onChange(o.value)}
          />
        );
      })}
    </Box>
  );
}
