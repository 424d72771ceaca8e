/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  contactFieldErrors,
  contactMessageBody,
  type ContactField,
  type ContactValues,
} from '@/lib/shared/schemas/contact/rules';
import { ContactMessageInput } from '@/lib/shared/schemas/contact';

/**
 * The contact form checks its fields in the browser without zod (zod would add ~31 KB to the
 * page); the API checks the body with the zod schema. Both get the same inputs here and must agree on every
 * field's first message and on the body sent, so neither can change without the other.
 */

/** What the API's schema says: each field's first message ('' when fine). */
function schemaFieldErrors(values: ContactValues): Record<ContactField, string> {
  const errors = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, ''])) as Record<ContactField, string>;
  const result = ContactMessageInput.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (field in errors && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const VALID: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: '',
  topic: 'data',
  subject: 'Mid-term needs layer',
  message: 'Where can I download the 2023 mid-term needs layer?',
  website: '',
};

const long = (n: number, c = 'a') => c.repeat(n);
/** Text every field gets: empty, blank, padded, line breaks, Unicode, at and over each limit. */
const TEXTS = (limit: number) => [
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u2028',
  'x',
  ' x ',
  'Ada Lovelace',
  '  Ada Lovelace  ',
  'Ada\nLovelace',
  'Ada\rLovelace',
  'Ada\r\nLovelace',
  '\nAda Lovelace\n',
  'Ada\u2028Lovelace',
  'Zoë Ñúñez-O’Brien',
  // Astral characters: zod counts code points, so an emoji (two UTF-16 units) counts once.
  '😀'.repeat(Math.ceil(limit / 2)),
  '😀'.repeat(limit),
  '😀'.repeat(limit + 1),
  `${long(limit - 1)}😀`,
  `${long(limit)}😀`,
  '\uD83D'.repeat(limit + 1), // lone surrogates count one each
  `\uDE00${'😀'.repeat(limit - 1)}\uD83D`,
  long(limit),
  long(limit + 1),
  ` ${long(limit)} `,
  `${long(limit - 1)}\n`,
  `${long(limit)}\nb`,
  long(limit + 1, '\n'),
];

const EMAILS = [
  'ada@example.com',
  ' ada@example.com ',
  'ADA@EXAMPLE.COM',
  'ada.lovelace@example.co.uk',
  'ada+tag@example.com',
  "o'brien@example.com",
  'ada_l-1@sub-domain.example.org',
  'a@b.co',
  '1@2.io',
  'ada@',
  '@example.com',
  'ada',
  'ada@example',
  'ada@example.c',
  'ada@example.com.',
  'ada@.example.com',
  'ada@-example.com',
  'ada@example-.com',
  'ada@exam_ple.com',
  'ada@123.45.67.89',
  'ada@[127.0.0.1]',
  '.ada@example.com',
  'ada.@example.com',
  'ada..lovelace@example.com',
  "ada'@example.com",
  'ada-@example.com',
  '"ada"@example.com',
  'ada lovelace@example.com',
  'ada@exa mple.com',
  'ada@@example.com',
  'ada@example.com\n',
  'a\nb@example.com',
  'ada@example.com\nBcc: x@example.com',
  'üser@example.com',
  'ada@exämple.com',
  'ada@例え.jp',
  `${long(CONTACT_LIMITS.email - '@example.com'.length)}@example.com`, // exactly the limit
  `${long(CONTACT_LIMITS.email - '@example.com'.length + 1)}@example.com`, // one over
  `${long(400)}@`, // too long and not an address
  '',
  '   ',
];

const TOPICS = [
  '',
  ' ',
  'bogus',
  'Plan',
  ' plan',
  'plan ',
  'gap ta',
  'toString',
  '__proto__',
  ...CONTACT_TOPICS,
];

const MESSAGES = [
  '',
  '   ',
  'short',
  long(CONTACT_LIMITS.messageMin - 1),
  long(CONTACT_LIMITS.messageMin),
  `  ${long(CONTACT_LIMITS.messageMin - 1)}  `,
  `\n\n${long(CONTACT_LIMITS.messageMin - 1)}\n`,
  'Line one\nline two\r\nline three',
  '😀😀😀😀😀', // ten UTF-16 units, five code points: too short
  '😀'.repeat(CONTACT_LIMITS.messageMin),
  '😀'.repeat(CONTACT_LIMITS.messageMax),
  '😀'.repeat(CONTACT_LIMITS.messageMax + 1),
  `${'😀'.repeat(CONTACT_LIMITS.messageMin - 1)}\uD83D`,
  long(CONTACT_LIMITS.messageMax),
  long(CONTACT_LIMITS.messageMax + 1),
  ` ${long(CONTACT_LIMITS.messageMax)} `,
];

const cases: Array<[string, ContactValues]> = [
  ['valid', VALID],
  ['all empty', { name: '', email: '', organization: '', topic: '', subject: '', message: '', website: '' }],
  [
    'all blank',
    { name: ' ', email: ' ', organization: ' ', topic: ' ', subject: ' ', message: ' ', website: ' ' },
  ],
  [
    'all too long',
    {
      name: long(CONTACT_LIMITS.name + 1),
      email: long(CONTACT_LIMITS.email + 1),
      organization: long(CONTACT_LIMITS.organization + 1),
      topic: long(50),
      subject: long(CONTACT_LIMITS.subject + 1),
      message: long(CONTACT_LIMITS.messageMax + 1),
      website: '',
    },
  ],
  ...TEXTS(CONTACT_LIMITS.name).map((name): [string, ContactValues] => [
    `name ${JSON.stringify(name)}`,
    { ...VALID, name },
  ]),
  ...TEXTS(CONTACT_LIMITS.organization).map((organization): [string, ContactValues] => [
    `organization ${JSON.stringify(organization)}`,
    { ...VALID, organization },
  ]),
  ...TEXTS(CONTACT_LIMITS.subject).map((subject): [string, ContactValues] => [
    `subject ${JSON.stringify(subject)}`,
    { ...VALID, subject },
  ]),
  ...EMAILS.map((email): [string, ContactValues] => [`email ${JSON.stringify(email)}`, { ...VALID, email }]),
  ...TOPICS.map((topic): [string, ContactValues] => [`topic ${JSON.stringify(topic)}`, { ...VALID, topic }]),
  ...MESSAGES.map((message): [string, ContactValues] => [
    `message ${JSON.stringify(message)}`,
    { ...VALID, message },
  ]),
  ['website filled (the honeypot)', { ...VALID, website: 'spam' }],
  ['website over its limit', { ...VALID, website: long(CONTACT_LIMITS.website + 1) }],
  ['website of emoji within its limit', { ...VALID, website: '😀'.repeat(CONTACT_LIMITS.website) }],
];

const label = (name: string) => (name.length > 70 ? `${name.slice(0, 67)}…` : name);

describe('the contact form’s checks (no zod) and the API’s schema', () => {
  it.each(cases.map(([name, values]) => [label(name), values] as const))(
    'give the same first message per field: %s',
    (_name, values) => {
      expect(contactFieldErrors(values)).toEqual(schemaFieldErrors(values));
    },
  );

  it('cover every kind of problem the schema reports (the table is not too easy)', () => {
    const seen = new Set(cases.flatMap(([, v]) => Object.values(schemaFieldErrors(v)).filter(Boolean)));
    expect(seen.size).toBe(14); // every field message but the non-string one, which a form never sends
  });

  /** The page path comes from the address (the ADA notice), never typed: good, odd and bad ones. */
  const PAGE_PATHS = [
    null,
    '/resources/policy/guide.pdf',
    '/resources/a b.pdf',
    'resources/x.pdf',
    '/a\nb',
    long(CONTACT_LIMITS.pagePath, '/'),
    long(CONTACT_LIMITS.pagePath + 1, '/'),
    `/${'😀'.repeat(CONTACT_LIMITS.pagePath - 1)}`,
    `/${'😀'.repeat(CONTACT_LIMITS.pagePath)}`,
  ];
  it.each(cases.map(([name, values]) => [label(name), values] as const))(
    'agree on whether the form sends, and what, with each page path: %s',
    (_name, values) => {
      const schema = PAGE_PATHS.map((pagePath) => {
        const parsed = ContactMessageInput.safeParse({ ...values, pagePath });
        return parsed.success ? parsed.data : null;
      });
      expect(PAGE_PATHS.map((pagePath) => contactMessageBody(values, pagePath))).toEqual(schema);
    },
  );
});

describe('the contact page’s browser code', () => {
  const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
  it.each([
    'lib/shared/schemas/contact/rules.ts',
    'components/contact/ContactForm.tsx',
    'components/contact/ContactFields.tsx',
  ])('%s brings neither zod nor a schema module (only types)', (file) => {
    const source = read(file);
    expect(source).not.toMatch(/from 'zod/);
    // Values only from a domain's zod-free rules.ts; anything else under schemas/ as types only.
    expect(source).not.toMatch(/^import (?!type )[^;]*from '@\/lib\/shared\/schemas\/(?![\w]+\/rules')/m);
    expect(source).not.toMatch(/^import (?!type )[^;]*from '\.\/schemas'/m);
  });
});
