import { HoneypotField } from '@/components/common/HoneypotField';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  CONTACT_LIMITS,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactValues,
} from '@/lib/shared/schemas/contact';

interface FieldSpec {
  label: string;
  helper: string;
  required: boolean;
  type?: 'email';
  autoComplete?: string;
}

const SPECS: Record<Exclude<ContactField, 'topic' | 'message'>, FieldSpec> = {
  name: {
    label: 'Your name',
    helper: 'So we know how to address you.',
    required: true,
    autoComplete: 'name',
  },
  email: {
    label: 'Email address',
    helper: 'We use it only to reply to you.',
    required: true,
    type: 'email',
    autoComplete: 'email',
  },
  organization: {
    label: 'Organization (optional)',
    helper: 'Your locality, agency or organization, if you write on its behalf.',
    required: false,
    autoComplete: 'organization',
  },
  subject: { label: 'Subject', helper: 'A few words about what you are asking.', required: true },
};

interface Props {
  values: ContactValues;
  /** Errors to show now (already filtered to touched fields). */
  errors: Record<ContactField, string>;
  disabled: boolean;
  idFor: (field: ContactField) => string;
  onChange: (field: ContactField | 'website', value: string) => void;
  onBlur: (field: ContactField) => void;
}

/** The contact form's labelled fields with helper texts (errors replace them), plus the hidden honeypot. */
export function ContactFields({ values, errors, disabled, idFor, onChange, onBlur }: Props) {
  const common = (field: ContactField) => ({
    id: idFor(field),
    name: field,
    value: values[field],
    disabled,
    error: errors[field] !== '',
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    onBlur: () => onBlur(field),
    fullWidth: true,
  });
  const text = (field: keyof typeof SPECS) => {
    const spec = SPECS[field];
    return (
      <TextField
        {...common(field)}
        label={spec.label}
        type={spec.type ?? 'text'}
        required={spec.required}
        autoComplete={spec.autoComplete}
        helperText={errors[field] || spec.helper}
      />
    );
  };
  const length = values.message.trim().length;

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      {text('name')}
      {text('email')}
      {text('organization')}
      <TextField
        {...common('topic')}
        select
        label="Topic"
        required
        helperText={errors.topic || 'Helps us pass your message to the right person.'}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((t) => (
          <option key={t} value={t}>
            {CONTACT_TOPIC_LABELS[t]}
          </option>
        ))}
      </TextField>
      {text('subject')}
      <TextField
        {...common('message')}
        label="Message"
        required
        multiline
        minRows={6}
        helperText={
          errors.message ||
          `${length} of ${CONTACT_LIMITS.messageMax} characters (at least ${CONTACT_LIMITS.messageMin}).`
        }
      />
      <HoneypotField value={values.website} onChange={(v) => onChange('website', v)} />
    </Box>
  );
}
