import { useTranslations } from 'use-intl';
import { HoneypotField } from '@/components/common/HoneypotField';
import { FieldFrame, helperIdOf } from '@/components/ui/Field';
import ui from '@/components/ui/ui.module.css';
import {
  contactMessageKey,
  contactTextLength,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactValues,
} from '@/lib/shared/schemas/contact/rules';
import css from './contact.module.css';

interface FieldSpec {
  label: 'name' | 'email' | 'organization' | 'subject';
  helper: 'nameHelp' | 'emailHelp' | 'organizationHelp' | 'subjectHelp';
  required: boolean;
  type?: 'email';
  autoComplete?: string;
}

const SPECS: Record<Exclude<ContactField, 'topic' | 'message'>, FieldSpec> = {
  name: {
    label: 'name',
    helper: 'nameHelp',
    required: true,
    autoComplete: 'name',
  },
  email: {
    label: 'email',
    helper: 'emailHelp',
    required: true,
    type: 'email',
    autoComplete: 'email',
  },
  organization: {
    label: 'organization',
    helper: 'organizationHelp',
    required: false,
    autoComplete: 'organization',
  },
  subject: { label: 'subject', helper: 'subjectHelp', required: true },
};

/** The length limit a field's "too long" sentence names (the topic has none). */
const MAX_OF: Record<Exclude<ContactField, 'message'>, number> = {
  name: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  organization: CONTACT_LIMITS.organization,
  subject: CONTACT_LIMITS.subject,
  topic: 0,
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
  const t = useTranslations('contact');
  /** A rule's sentence in the page's language (the rules give it in English, as the API does). */
  const say = (field: ContactField, message: string) => {
    const key = contactMessageKey(message);
    const max = field === 'message' ? CONTACT_LIMITS.messageMax : MAX_OF[field];
    return key ? t(`errors.${key}`, { max, min: CONTACT_LIMITS.messageMin }) : message;
  };
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
    helperText: errors[field] ? say(field, errors[field]) : helper,
  });
  const text = (field: keyof typeof SPECS) => {
    const spec = SPECS[field];
    return (
      <FieldFrame {...frame(field, t(spec.label), spec.required, t(spec.helper))}>
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
      <FieldFrame {...frame('topic', t('topic'), true, t('topicHelp'))}>
        <select {...control('topic')} className={`${ui.input} ${css.select}`} required>
          <option value="">{t('chooseTopic')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </select>
      </FieldFrame>
      {text('subject')}
      <FieldFrame
        {...frame(
          'message',
          t('message'),
          true,
          t('messageHelp', { length, max: CONTACT_LIMITS.messageMax, min: CONTACT_LIMITS.messageMin }),
        )}
      >
        <textarea {...control('message')} className={`${ui.input} ${css.message}`} required rows={6} />
      </FieldFrame>
      <HoneypotField value={values.website} onChange={(v) => onChange('website', v)} />
    </div>
  );
}
