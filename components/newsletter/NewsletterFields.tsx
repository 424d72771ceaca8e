import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { SignupErrors, SignupField, SignupValues } from '@/lib/shared/newsletter';

interface FieldSpec {
  field: SignupField;
  label: string;
  name: string;
  type: 'text' | 'email';
  autoComplete: string;
}

/** Labels carry their own asterisk (SPEC §5), so MUI's `required` (which adds another) is not used. */
const FIELDS: readonly FieldSpec[] = [
  { field: 'fName', label: 'First Name *', name: 'FNAME', type: 'text', autoComplete: 'given-name' },
  { field: 'lName', label: 'Last Name *', name: 'LNAME', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email Address *', name: 'EMAIL', type: 'email', autoComplete: 'email' },
];

interface Props {
  values: SignupValues;
  errors: SignupErrors;
  honeypot: string;
  disabled: boolean;
  onChange: (field: SignupField, value: string) => void;
  onBlur: (field: SignupField) => void;
  onHoneypotChange: (value: string) => void;
}

/** The three signup fields with their errors as helper text, plus the hidden honeypot bots fill in. */
export function NewsletterFields({
  values,
  errors,
  honeypot,
  disabled,
  onChange,
  onBlur,
  onHoneypotChange,
}: Props) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {FIELDS.map((f) => (
          <TextField
            key={f.field}
            label={f.label}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            value={values[f.field]}
            disabled={disabled}
            error={errors[f.field] !== ''}
            helperText={errors[f.field] || undefined}
            onChange={(e) => onChange(f.field, e.target.value)}
            onBlur={() => onBlur(f.field)}
            slotProps={{ htmlInput: { 'aria-required': true } }}
            fullWidth
          />
        ))}
      </Box>
      {/* Honeypot: off-screen, hidden from assistive technology and out of the tab order. */}
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', left: '-5000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <input
          type="text"
          name="b_hp"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => onHoneypotChange(e.target.value)}
        />
      </Box>
    </>
  );
}
