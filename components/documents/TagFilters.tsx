import { useId } from 'react';
import { ToggleChip } from '@/components/ui/Chip';
import { TAG_GROUPS, type LibraryFilters, type TagGroup } from '@/lib/shared/schemas/documents/rules';
import type { TagFacets } from '@/lib/shared/schemas/documents';
import text from '@/styles/type.module.css';
import css from './documents.module.css';

interface Props {
  facets: TagFacets;
  selected: LibraryFilters['tags'];
  /** Chooses a value of a group, or clears the group with null. */
  onToggle: (group: TagGroup, value: string | null) => void;
}

function TagGroupChips({ group, label, ...props }: Props & { group: TagGroup; label: string }) {
  const labelId = useId();
  const current = props.selected[group];
  return (
    <div role="group" aria-labelledby={labelId} className={css.tagGroup}>
      <p id={labelId} className={`${text.body1} ${css.groupLabel}`}>
        {label}
      </p>
      <div className={css.chips}>
        {props.facets[group].map(({ value, count }) => {
          const active = current === value;
          return (
            <ToggleChip
              key={value}
              pressed={active}
              disabled={!active && count === 0}
              onClick={() => props.onToggle(group, active ? null : value)}
            >
              {`${value} (${count})`}
            </ToggleChip>
          );
        })}
      </div>
    </div>
  );
}

/** Filter chips per tag group (Topic, Plan cycle, Document type); one value per group, toggled by a click. */
export function TagFilters(props: Props) {
  return (
    <div>
      {TAG_GROUPS.map(({ key, label }) => (
        <TagGroupChips key={key} group={key} label={label} {...props} />
      ))}
    </div>
  );
}
