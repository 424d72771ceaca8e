import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { sendContactMessage } from '@/lib/client/contact';
import { errorText } from '@/lib/client/request';
import {
  CONTACT_FIELDS,
  contactFieldErrors,
  contactMessageBody,
  type ContactField,
  type ContactPrefill,
  type ContactValues,
} from '@/lib/shared/schemas/contact/rules';
import text from '@/styles/type.module.css';
import { ContactFields } from './ContactFields';
import css from './contact.module.css';

export const CONTACT_SUCCESS = 'Thank you — your message has been sent to the VTrans team.';
/** The form's address on the page: the ADA notice's "Request assistance" lands here (`#contact-form`). */
export const CONTACT_FORM_ID = 'contact-form';

const EMPTY: ContactValues = {
  name: '',
  email: '',
  organization: '',
  topic: '',
  subject: '',
  message: '',
  website: '',
};

interface Props {
  /** Starting values from the address (`?subject=`, e.g. from the ADA notice). */
  initial: ContactPrefill;
}

/**
 * The contact form: checked as people type with the API's own rules (lib/shared/schemas/contact/rules.ts, without
 * zod), sent to POST /api/contact.
 */
export function ContactForm({ initial }: Props) {
  const t = useTranslations('contact');
  const locale = useLocale();
  const prefix = useId();
  const idFor = (field: ContactField) => `${prefix}-${field}`;
  const [values, setValues] = useState<ContactValues>({
    ...EMPTY,
    subject: initial.subject,
    topic: initial.topic,
  });
  const [pagePath, setPagePath] = useState(initial.pagePath);
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'sending' | 'success' | 'error'>('idle');
  const [serverError, setServerError] = useState('');
  /** Where the receipt of the message just sent goes (the form is emptied, so it is kept here). */
  const [sentTo, setSentTo] = useState('');
  const successRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sending = status === 'sending';

  // Sent here (`#contact-form`, the ADA notice's "Request assistance"): the person lands on the prefilled form,
  // not at the top of the page's article, ~2,500 px above it on a phone.
  useEffect(() => {
    if (window.location.hash !== `#${CONTACT_FORM_ID}`) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const allErrors = contactFieldErrors(values);
  const shown = Object.fromEntries(
    CONTACT_FIELDS.map((f) => [f, attempted || touched.has(f) ? allErrors[f] : '']),
  ) as Record<ContactField, string>;
  const problems = CONTACT_FIELDS.filter((f) => allErrors[f]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const body = contactMessageBody(values, pagePath);
    if (!body) {
      setAttempted(true);
      document.getElementById(idFor(problems[0] ?? 'name'))?.focus();
      return;
    }
    setStatus('sending');
    setServerError('');
    try {
      await sendContactMessage({ ...body, locale });
      setSentTo(body.email);
      setValues(EMPTY);
      setPagePath(null);
      setTouched(new Set());
      setAttempted(false);
      setStatus('success');
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (err) {
      setServerError(errorText(err, t('failed')));
      setStatus('error');
    }
  }

  return (
    <section id={CONTACT_FORM_ID} aria-labelledby={`${prefix}-heading`} className={css.section}>
      <h2
        id={`${prefix}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className={`${text.h2} ${css.mb1} ${css.heading}`}
      >
        {t('heading')}
      </h2>
      {initial.document && pagePath && (
        <p className={`${text.body1} ${css.mb1}`}>{t('prefilled', { document: initial.document })}</p>
      )}
      <p className={`${text.body1} ${css.mb3}`}>
        {t('required')} {t('anyLanguage')}
      </p>
      {status === 'success' && (
        <Alert severity="success" role="status" ref={successRef} tabIndex={-1} className={css.success}>
          {t('success')} {t('receiptSent', { email: sentTo })}
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit}>
        <ContactFields
          values={values}
          errors={shown}
          disabled={sending}
          idFor={idFor}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          onBlur={(field) => setTouched((t) => new Set(t).add(field))}
        />
        {attempted && problems.length > 0 && (
          <p role="alert" className={`${text.body1} ${css.problems}`}>
            {t('correct', { count: problems.length })}
          </p>
        )}
        {status === 'error' && (
          <Alert severity="error" role="alert" className={css.serverError}>
            {serverError}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={sending} className={css.send}>
          {sending ? t('sending') : t('send')}
        </Button>
      </form>
    </section>
  );
}
