import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { sendContactMessage } from '@/lib/client/contact';
import { errorText } from '@/lib/client/request';
import {
  CONTACT_FIELDS,
  ContactMessageInput,
  contactFieldErrors,
  type ContactField,
  type ContactTopic,
  type ContactValues,
} from '@/lib/shared/schemas/contact';
import { ContactFields } from './ContactFields';

export const CONTACT_SUCCESS = 'Thank you — your message has been sent to the VTrans team.';

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
  initial: { subject: string; topic: ContactTopic | ''; pagePath: string | null };
}

/** The contact form: checked as people type with the API's own rules, sent to POST /api/contact. */
export function ContactForm({ initial }: Props) {
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
  const successRef = useRef<HTMLDivElement>(null);
  const sending = status === 'sending';

  const allErrors = contactFieldErrors(values);
  const shown = Object.fromEntries(
    CONTACT_FIELDS.map((f) => [f, attempted || touched.has(f) ? allErrors[f] : '']),
  ) as Record<ContactField, string>;
  const problems = CONTACT_FIELDS.filter((f) => allErrors[f]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = ContactMessageInput.safeParse({ ...values, pagePath });
    if (!parsed.success) {
      setAttempted(true);
      document.getElementById(idFor(problems[0] ?? 'name'))?.focus();
      return;
    }
    setStatus('sending');
    setServerError('');
    try {
      await sendContactMessage(parsed.data);
      setValues(EMPTY);
      setPagePath(null);
      setTouched(new Set());
      setAttempted(false);
      setStatus('success');
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (err) {
      setServerError(errorText(err, 'Your message could not be sent. Please try again in a moment.'));
      setStatus('error');
    }
  }

  return (
    <Box component="section" aria-labelledby={`${prefix}-heading`} sx={{ mt: 4 }}>
      <Typography id={`${prefix}-heading`} variant="h2" sx={{ mb: 1 }}>
        Contact form
      </Typography>
      <Typography sx={{ mb: 3 }}>Fields marked with an asterisk (*) are required.</Typography>
      {status === 'success' && (
        <Alert severity="success" role="status" ref={successRef} tabIndex={-1} sx={{ mb: 3, maxWidth: 720 }}>
          {CONTACT_SUCCESS}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <ContactFields
          values={values}
          errors={shown}
          disabled={sending}
          idFor={idFor}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          onBlur={(field) => setTouched((t) => new Set(t).add(field))}
        />
        {attempted && problems.length > 0 && (
          <Typography role="alert" color="error" sx={{ mt: 2 }}>
            Please correct the{' '}
            {problems.length === 1 ? 'highlighted field' : `${problems.length} highlighted fields`} before
            sending.
          </Typography>
        )}
        {status === 'error' && (
          <Alert severity="error" role="alert" sx={{ mt: 2, maxWidth: 720 }}>
            {serverError}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 3 }}>
          {sending ? 'Sending…' : 'Send message'}
        </Button>
      </Box>
    </Box>
  );
}
