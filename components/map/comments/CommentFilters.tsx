import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DISTRICT_NAMES } from '@/lib/shared/districts';
import { categoryItems } from './categoryItems';

export interface CommentFilterValues {
  category: string;
  district: string;
  answered: '' | 'yes' | 'no';
  inView: boolean;
}
export const NO_FILTERS: CommentFilterValues = { category: '', district: '', answered: '', inView: false };

/** The filters of the comment list and map layer: category, district, answered or not, in view. */
export function CommentFilters({
  value,
  onChange,
}: {
  value: CommentFilterValues;
  onChange: (v: CommentFilterValues) => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Category"
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.target.value })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {categoryItems()}
      </TextField>
      <TextField
        select
        size="small"
        label="VDOT district"
        value={value.district}
        onChange={(e) => onChange({ ...value, district: e.target.value })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">All districts</MenuItem>
        {DISTRICT_NAMES.map((d) => (
          <MenuItem key={d} value={d}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Answered"
        value={value.answered}
        onChange={(e) => onChange({ ...value, answered: e.target.value as CommentFilterValues['answered'] })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">Answered or not</MenuItem>
        <MenuItem value="yes">Answered by staff</MenuItem>
        <MenuItem value="no">Not answered yet</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.inView}
            onChange={(e) => onChange({ ...value, inView: e.target.checked })}
          />
        }
        label="Only in the map view"
      />
    </Box>
  );
}
