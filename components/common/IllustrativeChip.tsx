import Chip from '@mui/material/Chip';

/** Labels a record that is illustrative rather than official (dark text on light amber: AA contrast). */
export function IllustrativeChip({ label = 'Illustrative record' }: { label?: string }) {
  return <Chip label={label} sx={{ bgcolor: 'warning.light', color: 'text.primary', fontWeight: 700 }} />;
}
