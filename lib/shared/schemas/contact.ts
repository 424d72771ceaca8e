import { z } from 'zod';
import './zodConfig';
import { RESOURCES_PREFIX } from '@/lib/shared/constants';

/** What a message can be about; staff route messages by it. */
export const CONTACT_TOPICS = [
  'plan',
  'gap-ta',
  'data',
  'accessibility',
  'meetings',
  'media',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  plan: 'The plan (VTrans)',
  'gap-ta': 'GAP Technical Assistance',
  data: 'Data and maps',
  accessibility: 'Accessible formats and accessibility',
  meetings: 'Meetings and events',
  media: 'Media',
  other: 'Something else',
};

export const CONTACT_LIMITS = {
  name: 200,
  email: 320,
  organization: 200,
  subject: 300,
  messageMin: 10,
  messageMax: 5000,
};

const oneLine = /^[^\r\n]*$/;

/**
 * The contact form's body (POST /api/contact), also used by the form to check fields as people type.
 * `website` is a honeypot people never see: a filled one is accepted and then dropped.
 */
export const ContactMessageInput = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_LIMITS.name, `Please shorten your name to ${CONTACT_LIMITS.name} characters or fewer.`)
    .regex(oneLine, 'Please keep your name on one line.'),
  email: z
    .string({ error: 'Please enter your email address so we can reply.' })
    .trim()
    .min(1, 'Please enter your email address so we can reply.')
    .max(CONTACT_LIMITS.email, 'Please enter a shorter email address.')
    .pipe(z.email('Please enter a valid email address, like name@example.com.')),
  organization: z
    .string()
    .trim()
    .max(
      CONTACT_LIMITS.organization,
      `Please shorten the organization to ${CONTACT_LIMITS.organization} characters or fewer.`,
    )
    .regex(oneLine, 'Please keep the organization on one line.')
    .optional(),
  topic: z.enum(CONTACT_TOPICS, { error: 'Please choose the topic closest to your question.' }),
  subject: z
    .string({ error: 'Please enter a subject.' })
    .trim()
    .min(1, 'Please enter a subject.')
    .max(
      CONTACT_LIMITS.subject,
      `Please shorten the subject to ${CONTACT_LIMITS.subject} characters or fewer.`,
    )
    .regex(oneLine, 'Please keep the subject on one line.'),
  message: z
    .string({ error: 'Please write your message.' })
    .trim()
    .min(
      CONTACT_LIMITS.messageMin,
      `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help.`,
    )
    .max(
      CONTACT_LIMITS.messageMax,
      `Please shorten your message to ${CONTACT_LIMITS.messageMax} characters or fewer.`,
    ),
  /** The site page or document the message is about (the ADA notice passes the document), if any. */
  pagePath: z
    .string()
    .max(200, 'must be at most 200 characters')
    .regex(/^\/[^\r\n]*$/, 'must be a path on this site')
    .nullish(),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;
export type ContactMessage = z.output<typeof ContactMessageInput>;

/** The fields a person fills in (everything but the page path). */
export type ContactField = 'name' | 'email' | 'organization' | 'topic' | 'subject' | 'message';
export type ContactValues = Record<ContactField | 'website', string>;
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'organization',
  'topic',
  'subject',
  'message',
];

/** Every field's first problem ('' when fine), with the same rules the API applies. */
export function contactFieldErrors(values: ContactValues): Record<ContactField, string> {
  const errors: Record<ContactField, string> = {
    name: '',
    email: '',
    organization: '',
    topic: '',
    subject: '',
    message: '',
  };
  const result = ContactMessageInput.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (field in errors && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** What the form starts with, from `?subject=`: the ADA notice sends a document's path, which becomes a request. */
export function contactPrefill(subject: unknown): {
  subject: string;
  topic: ContactTopic | '';
  pagePath: string | null;
} {
  const text = typeof subject === 'string' ? subject.replace(/[\r\n]+/g, ' ').trim() : '';
  if (text.startsWith(RESOURCES_PREFIX) && text.length <= 200) {
    return {
      subject: `Accessible format request: ${text}`.slice(0, CONTACT_LIMITS.subject),
      topic: 'accessibility',
      pagePath: text,
    };
  }
  return { subject: text.slice(0, CONTACT_LIMITS.subject), topic: '', pagePath: null };
}
