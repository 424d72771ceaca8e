import { useTranslations } from 'use-intl';
import { ToggleChip } from '@/components/ui/Chip';
import { SEARCH_SOURCES, type SearchSource } from '@/lib/shared/searchSources';
import css from './search.module.css';

interface Props {
  /** Result counts per source for the query, or null before the first answer. */
  counts: Record<SearchSource, number> | null;
  /** Chosen sources; empty means all. */
  selected: readonly SearchSource[];
  /** Called with the new selection (empty for All). */
  onChange: (sources: SearchSource[]) => void;
}

const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);

/** Toggle chips (buttons with aria-pressed) choosing which sources the results come from. */
export function SourceChips({ counts, selected, onChange }: Props) {
  const t = useTranslations('search.sources');
  const total = counts ? SEARCH_SOURCES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const toggle = (source: SearchSource) =>
    onChange(selected.includes(source) ? selected.filter((s) => s !== source) : [...selected, source]);
  const chips: Array<{ key: string; label: string; pressed: boolean; onClick: () => void }> = [
    {
      key: 'all',
      label: withCount(t('all'), total),
      pressed: selected.length === 0,
      onClick: () => onChange([]),
    },
    ...SEARCH_SOURCES.map((s) => ({
      key: s,
      label: withCount(t(s), counts?.[s]),
      pressed: selected.includes(s),
      onClick: () => toggle(s),
    })),
  ];
  return (
    <div role="group" aria-label={t('label')} className={css.sources}>
      {chips.map((c) => (
        <ToggleChip key={c.key} pressed={c.pressed} onClick={c.onClick}>
          {c.label}
        </ToggleChip>
      ))}
    </div>
  );
}
