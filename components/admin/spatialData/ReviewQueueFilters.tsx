import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OVERDUE_DAYS, STATUS_LABELS, SUBMISSION_STATUSES } from '@/lib/shared/schemas/spatialData/rules';
import { reviewPath } from '@/lib/shared/routes';

/** The filters as the address gave them ('' for any). */
export interface ReviewQueueFilterValues {
  layer: string;
  status: string;
  organization: string;
  age: string;
}

interface Props {
  filters: ReviewQueueFilterValues;
  layers: Array<{ id: string; name: string }>;
  organizations: Array<{ id: string; name: string }>;
}

/**
 * The review queue's filters (layer, status, organisation, age) as a plain GET form, so the queue filters
 * without JavaScript.
 */
export function ReviewQueueFilters({ filters, layers, organizations }: Props) {
  const select = (name: keyof ReviewQueueFilterValues, label: string, options: Array<[string, string]>) => (
    <TextField
      select
      name={name}
      label={label}
      defaultValue={filters[name]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">Any</option>
      {options.map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box component="form" method="get" action={reviewPath()} aria-label="Filter the queue">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {select(
          'layer',
          'Layer',
          layers.map((l) => [l.id, l.name]),
        )}
        {select(
          'status',
          'Status',
          SUBMISSION_STATUSES.filter((s) => s !== 'draft').map((s) => [s, STATUS_LABELS[s]]),
        )}
        {select(
          'organization',
          'Organization',
          organizations.map((o) => [o.id, o.name]),
        )}
        {select('age', 'Unchanged for', [
          ['7', 'a week or more'],
          [String(OVERDUE_DAYS), `${OVERDUE_DAYS} days or more (overdue)`],
          ['30', '30 days or more'],
        ])}
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          Filter
        </Button>
      </Stack>
    </Box>
  );
}
