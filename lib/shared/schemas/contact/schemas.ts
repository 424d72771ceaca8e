import { z } from 'zod';
import '../zodConfig';
import { CONTACT_LIMITS, CONTACT_MESSAGES as M, CONTACT_TOPICS, ONE_LINE, SITE_PATH } from './rules';

// The constants, the browser's field checks and the prefill live in a zod-free module (the contact page's
// browser code uses them; zod stays on the server). The schema below applies the same rules to the API's
// body; __tests__/lib/shared/contactRules.test.ts keeps the two in step.
export {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactFieldErrors,
  contactMessageBody,
  contactPrefill,
  type ContactField,
  type ContactMessageBody,
  type ContactTopic,
  type ContactValues,
} from './rules';

/** A required one-line field: trimmed, not empty, at most `max` characters, no line breaks. */
const requiredLine = (max: number, missing: string, tooLong: string, lines: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong).regex(ONE_LINE, lines);

/**
 * The contact form's body (POST /api/contact). `website` is a honeypot people never see: a filled one is
 * accepted and then dropped.
 */
export const ContactMessageInput = z.object({
  name: requiredLine(CONTACT_LIMITS.name, M.nameMissing, M.nameTooLong, M.nameLines),
  email: z
    .string({ error: M.emailMissing })
    .trim()
    .min(1, M.emailMissing)
    .max(CONTACT_LIMITS.email, M.emailTooLong)
    .pipe(z.email(M.emailInvalid)),
  organization: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.organization, M.organizationTooLong)
    .regex(ONE_LINE, M.organizationLines)
    .optional(),
  topic: z.enum(CONTACT_TOPICS, { error: M.topic }),
  subject: requiredLine(CONTACT_LIMITS.subject, M.subjectMissing, M.subjectTooLong, M.subjectLines),
  message: z
    .string({ error: M.messageMissing })
    .trim()
    .min(CONTACT_LIMITS.messageMin, M.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, M.messageTooLong),
  /** The site page or document the message is about (the ADA notice passes the document), if any. */
  pagePath: z
    .string()
    .max(CONTACT_LIMITS.pagePath, `must be at most ${CONTACT_LIMITS.pagePath} characters`)
    .regex(SITE_PATH, 'must be a path on this site')
    .nullish(),
  website: z.string().max(CONTACT_LIMITS.website).optional(),
  /** The language of the page the form was sent from (its receipt is written in it). */
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'must be a language code')
    .optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;
export type ContactMessage = z.output<typeof ContactMessageInput>;
