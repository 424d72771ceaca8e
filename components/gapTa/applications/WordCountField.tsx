import TextField from '@mui/material/TextField';
import { wordCount } from '@/lib/shared/schemas/gapTaApplications/rules';

/** A long answer with its live word count under it (over the limit: marked, and the count says by how much). */
export function WordCountField({
  id,
  label,
  help,
  limit,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  help: string;
  limit: number;
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  const n = wordCount(value);
  const over = n > limit;
  return (
    <TextField
      id={id}
      label={`${label} (up to ${limit.toLocaleString('en-US')} words)`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={limit > 300 ? 8 : 3}
      fullWidth
      disabled={disabled}
      error={over}
      helperText={`${help} ${n.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} words${over ? `: ${n - limit} over the limit` : ''}.`}
    />
  );
}
