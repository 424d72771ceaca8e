import TextField from '@mui/material/TextField';
import { ORGANIZATION_KIND_LABELS, ORGANIZATIONS, type OrganizationKind } from '@/lib/shared/organizations';

interface Props {
  id: string;
  value: string;
  onChange: (id: string) => void;
  required?: boolean;
  error?: string | null;
  /** Label of the empty choice (e.g. "None (OIPI staff)"); omit to force a choice. */
  emptyLabel?: string;
}

const KINDS: OrganizationKind[] = ['locality', 'pdc', 'mpo'];

/** A native select of the 133 localities, 21 planning districts and the MPOs, grouped (keyboard and screen-reader friendly). */
export function OrganizationSelect({ id, value, onChange, required, error, emptyLabel }: Props) {
  return (
    <TextField
      id={id}
      select
      label="Organization"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      error={Boolean(error)}
      helperText={error ?? 'Your county or city, planning district commission or MPO.'}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{emptyLabel ?? 'Choose your organization'}</option>
      {KINDS.map((kind) => (
        <optgroup key={kind} label={ORGANIZATION_KIND_LABELS[kind]}>
          {ORGANIZATIONS.filter((o) => o.kind === kind).map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}
