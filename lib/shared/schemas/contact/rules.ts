/**
 * The contact form's rules without zod: its topics, labels, limits and fields, the messages
 * a person sees, and the checks the form runs in the browser as people type. The API checks the same body
 * with the zod schema of lib/shared/schemas/contact.ts, built from these constants and messages; importing
 * that schema in the browser would bring zod (~31 KB compressed) to the contact page.
 * __tests__/lib/shared/contactRules.test.ts feeds both the same inputs and expects the same first message
 * per field and the same body, so the two cannot drift.
 */
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
  /** The page path (set by the ADA notice, never typed) and the honeypot. */
  pagePath: 200,
  website: 500,
};

/** What a person reads when a field breaks a rule (the API answers with the same words). */
export const CONTACT_MESSAGES = {
  nameMissing: 'Please enter your name.',
  nameTooLong: `Please shorten your name to ${CONTACT_LIMITS.name} characters or fewer.`,
  nameLines: 'Please keep your name on one line.',
  emailMissing: 'Please enter your email address so we can reply.',
  emailTooLong: 'Please enter a shorter email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  organizationTooLong: `Please shorten the organization to ${CONTACT_LIMITS.organization} characters or fewer.`,
  organizationLines: 'Please keep the organization on one line.',
  topic: 'Please choose the topic closest to your question.',
  subjectMissing: 'Please enter a subject.',
  subjectTooLong: `Please shorten the subject to ${CONTACT_LIMITS.subject} characters or fewer.`,
  subjectLines: 'Please keep the subject on one line.',
  messageMissing: 'Please write your message.',
  messageTooShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help.`,
  messageTooLong: `Please shorten your message to ${CONTACT_LIMITS.messageMax} characters or fewer.`,
} as const;

/** The key of a CONTACT_MESSAGES sentence, so the form shows it in the page's language (contact catalog). */
export function contactMessageKey(message: string): keyof typeof CONTACT_MESSAGES | null {
  const found = Object.entries(CONTACT_MESSAGES).find(([, text]) => text === message);
  return found ? (found[0] as keyof typeof CONTACT_MESSAGES) : null;
}

/** Text that holds no line break (a header line of the staff's email). */
export const ONE_LINE = /^[^\r\n]*$/;
/** A path on this site (the page or document a message is about). */
export const SITE_PATH = /^\/[^\r\n]*$/;
/**
 * zod 4's email pattern (`z.email()`, zod/v4/core/regexes.ts `email`), which the API applies: the test
 * compares the two on a table of addresses, so a zod upgrade that changes it fails there.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

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

/** The body POST /api/contact takes, as its schema reads it: text trimmed, the topic one of the topics. */
export interface ContactMessageBody {
  name: string;
  email: string;
  organization: string;
  topic: ContactTopic;
  subject: string;
  message: string;
  pagePath: string | null;
  website: string;
}

/**
 * A text's length as the API's schema counts it: in Unicode code points (zod 4.6), so an emoji counts once,
 * a lone surrogate as itself. The message field's counter counts the same way.
 */
export const contactTextLength = (text: string) =>
  text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

/** The first message whose check fails, in the schema's order; '' when every check passes. */
const first = (...checks: Array<[failed: boolean, message: string]>) =>
  checks.find(([failed]) => failed)?.[1] ?? '';

const isTopic = (value: string): value is ContactTopic =>
  (CONTACT_TOPICS as readonly string[]).includes(value);

/**
 * Every field's first problem ('' when fine), with the rules the API applies: each text is trimmed, then
 * checked in the schema's order (missing or too short, too long, more than one line or not an address).
 */
export function contactFieldErrors(values: ContactValues): Record<ContactField, string> {
  const M = CONTACT_MESSAGES;
  const L = CONTACT_LIMITS;
  const name = values.name.trim();
  const email = values.email.trim();
  const organization = values.organization.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  return {
    name: first(
      [contactTextLength(name) < 1, M.nameMissing],
      [contactTextLength(name) > L.name, M.nameTooLong],
      [!ONE_LINE.test(name), M.nameLines],
    ),
    email: first(
      [contactTextLength(email) < 1, M.emailMissing],
      [contactTextLength(email) > L.email, M.emailTooLong],
      [!EMAIL.test(email), M.emailInvalid],
    ),
    organization: first(
      [contactTextLength(organization) > L.organization, M.organizationTooLong],
      [!ONE_LINE.test(organization), M.organizationLines],
    ),
    topic: first([!isTopic(values.topic), M.topic]),
    subject: first(
      [contactTextLength(subject) < 1, M.subjectMissing],
      [contactTextLength(subject) > L.subject, M.subjectTooLong],
      [!ONE_LINE.test(subject), M.subjectLines],
    ),
    message: first(
      [contactTextLength(message) < L.messageMin, M.messageTooShort],
      [contactTextLength(message) > L.messageMax, M.messageTooLong],
    ),
  };
}

/**
 * What the form sends: the body as the API's schema would read it (texts trimmed), or null when any rule
 * fails (a field, or the page path and honeypot, which people do not type).
 */
export function contactMessageBody(
  values: ContactValues,
  pagePath: string | null,
): ContactMessageBody | null {
  const errors = contactFieldErrors(values);
  if (CONTACT_FIELDS.some((f) => errors[f])) return null;
  if (
    pagePath !== null &&
    (contactTextLength(pagePath) > CONTACT_LIMITS.pagePath || !SITE_PATH.test(pagePath))
  )
    return null;
  if (contactTextLength(values.website) > CONTACT_LIMITS.website || !isTopic(values.topic)) return null;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    organization: values.organization.trim(),
    topic: values.topic,
    subject: values.subject.trim(),
    message: values.message.trim(),
    pagePath,
    website: values.website,
  };
}

/** What the contact form starts with (from `?subject=`). */
export interface ContactPrefill {
  subject: string;
  topic: ContactTopic | '';
  /** The document a request is about ('/resources/…'), sent with the message so staff can open it. */
  pagePath: string | null;
  /** That document as a person knows it: its title (or its file name when the library has no title for it). */
  document: string | null;
}

/**
 * What the form starts with, from `?subject=`: the ADA notice sends a document's address, which becomes a request
 * about the document named by its title (`title`, looked up by the page), never by its path.
 */
export function contactPrefill(subject: unknown, title: string | null = null): ContactPrefill {
  const text = typeof subject === 'string' ? subject.replace(/[\r\n]+/g, ' ').trim() : '';
  if (text.startsWith(RESOURCES_PREFIX) && text.length <= CONTACT_LIMITS.pagePath) {
    const document = title?.replace(/[\r\n]+/g, ' ').trim() || (text.split('/').pop() ?? text);
    return {
      subject: `Accessible format request: ${document}`.slice(0, CONTACT_LIMITS.subject),
      topic: 'accessibility',
      pagePath: text,
      document,
    };
  }
  return { subject: text.slice(0, CONTACT_LIMITS.subject), topic: '', pagePath: null, document: null };
}
