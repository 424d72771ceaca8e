import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TAG_GROUPS, type LibraryFilters, type TagGroup } from '@/lib/shared/library';
import type { TagFacets } from '@/lib/shared/schemas/documents';

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
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2 }}>
      <Typography id={labelId} component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {props.facets[group].map(({ value, count }) => {
          const active = current === value;
          return (
            <Chip
              key={value}
              label={`${value} (${count})`}
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              aria-pressed={active}
              disabled={!active && count === 0}
              onClick={() => props.onToggle(group, active ? null : value)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}

/** Filter chips per tag group (Topic, Plan cycle, Document type); one value per group, toggled by a click. */
export function TagFilters(props: Props) {
  return (
    <Box>
      {TAG_GROUPS.map(({ key, label }) => (
        <TagGroupChips key={key} group={key} label={label} {...props} />
      ))}
    </Box>
  );
}
