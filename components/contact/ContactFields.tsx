import { HoneypotField } from '@/components/common/HoneypotField';
import { FieldFrame, helperIdOf } from '@/components/ui/Field';
import ui from '@/components/ui/ui.module.css';
import {
  contactTextLength,
  CONTACT_LIMITS,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactValues,
} from '@/lib/shared/schemas/contact/rules';
import css from './contact.module.css';

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
  /** What every control carries: its id, value, state, description and handlers. */
  const control = (field: ContactField) => ({
    id: idFor(field),
    name: field,
    value: values[field],
    disabled,
    'aria-invalid': errors[field] !== '',
    'aria-describedby': helperIdOf(idFor(field)),
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    onBlur: () => onBlur(field),
  });
  const frame = (field: ContactField, label: string, required: boolean, helper: string) => ({
    id: idFor(field),
    label,
    required,
    error: errors[field] !== '',
    helperText: errors[field] || helper,
  });
  const text = (field: keyof typeof SPECS) => {
    const spec = SPECS[field];
    return (
      <FieldFrame {...frame(field, spec.label, spec.required, spec.helper)}>
        <input
          {...control(field)}
          className={ui.input}
          type={spec.type ?? 'text'}
          required={spec.required}
          autoComplete={spec.autoComplete}
        />
      </FieldFrame>
    );
  };
  const length = contactTextLength(values.message.trim());
  return (
    <div className={css.fields}>
      {text('name')}
      {text('email')}
      {text('organization')}
      <FieldFrame {...frame('topic', 'Topic', true, 'Helps us pass your message to the right person.')}>
        <select {...control('topic')} className={`${ui.input} ${css.select}`} required>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {CONTACT_TOPIC_LABELS[t]}
            </option>
          ))}
        </select>
      </FieldFrame>
      {text('subject')}
      <FieldFrame
        {...frame(
          'message',
          'Message',
          true,
          `${length} of ${CONTACT_LIMITS.messageMax} characters (at least ${CONTACT_LIMITS.messageMin}).`,
        )}
      >
        <textarea {...control('message')} className={`${ui.input} ${css.message}`} required rows={6} />
      </FieldFrame>
      <HoneypotField value={values.website} onChange={(v) => onChange('website', v)} />
    </div>
  );
}
