import { useTranslations } from 'use-intl';
import { TextField } from '@/components/ui/TextField';
import {
  signupMessageKey,
  type SignupErrors,
  type SignupField,
  type SignupValues,
} from '@/lib/shared/schemas/newsletter/rules';
import css from '@/components/layout/frame.module.css';

interface FieldSpec {
  field: SignupField;
  label: 'firstName' | 'lastName' | 'email';
  name: string;
  type: 'text' | 'email';
  autoComplete: string;
}

/** Labels carry their own asterisk (SPEC §5); the fields say they are required with aria-required. */
const FIELDS: readonly FieldSpec[] = [
  { field: 'fName', label: 'firstName', name: 'FNAME', type: 'text', autoComplete: 'given-name' },
  { field: 'lName', label: 'lastName', name: 'LNAME', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'email', name: 'EMAIL', type: 'email', autoComplete: 'email' },
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
  const t = useTranslations('frame.newsletter');
  return (
    <>
      <div className={css.newsletterFields}>
        {FIELDS.map((f) => (
          <TextField
            key={f.field}
            label={t(f.label)}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            value={values[f.field]}
            disabled={disabled}
            error={errors[f.field] !== ''}
            helperText={errors[f.field] ? t(signupMessageKey(errors[f.field])) : undefined}
            onChange={(e) => onChange(f.field, e.target.value)}
            onBlur={() => onBlur(f.field)}
            aria-required
          />
        ))}
      </div>
      {/* Honeypot: off-screen, hidden from assistive technology and out of the tab order. */}
      <div aria-hidden="true" className={css.honeypot}>
        <input
          type="text"
          name="b_hp"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => onHoneypotChange(e.target.value)}
        />
      </div>
    </>
  );
}
