/**
 * Mailing-list signup: validation (SPEC §5), the signup state machine (SPEC §4), the provider's JSONP URL
 * (SPEC §7) and a safe reading of the provider's HTML messages. Pure, so every rule is unit-tested.
 */
import { NEWSLETTER_UPDATES_PER_YEAR } from '@/lib/shared/constants';

export type SignupField = 'fName' | 'lName' | 'email';
export type SignupValues = Record<SignupField, string>;
export type SignupErrors = Record<SignupField, string>;
export type SignupStatus = 'idle' | 'sending' | 'success' | 'error';
export type AlertState = { visible: boolean; message: string; level: 'success' | 'error' };

/** The whole signup form: field values and errors, the form-level error, status, alert and honeypot. */
export interface SignupState {
  values: SignupValues;
  errors: SignupErrors;
  formError: string;
  status: SignupStatus;
  alert: AlertState;
  honeypot: string;
}

export type SignupAction =
  | { type: 'change'; field: string; value: string }
  | { type: 'blur'; field: string }
  | { type: 'honeypot'; value: string }
  | { type: 'submit-invalid' }
  | { type: 'sending' }
  | { type: 'success'; msg: string }
  | { type: 'failure'; msg: string }
  | { type: 'hide-alert' };

export const SIGNUP_FIELDS: readonly SignupField[] = ['fName', 'lName', 'email'];

export const SIGNUP_MESSAGES = {
  fName: 'Please provide a first name.',
  lName: 'Please provide a last name.',
  email: 'Please provide a valid email.',
  form: 'Please fill out all required fields correctly.',
  invalidField: 'Invalid field provided.',
} as const;

/** Said beside Subscribe while it is off, where a keyboard or screen-reader user meets it. */
export const SUBSCRIBE_HINT = 'Subscribe is available once all three fields are filled in correctly.';

/** The key of a SPEC §5 message in the page's catalog (frame.newsletter), so it shows in the page's language. */
export function signupMessageKey(
  message: string,
): 'fName' | 'lName' | 'emailInvalid' | 'form' | 'invalidField' {
  if (message === SIGNUP_MESSAGES.fName) return 'fName';
  if (message === SIGNUP_MESSAGES.lName) return 'lName';
  if (message === SIGNUP_MESSAGES.email) return 'emailInvalid';
  if (message === SIGNUP_MESSAGES.form) return 'form';
  return 'invalidField';
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMPTY: SignupValues = { fName: '', lName: '', email: '' };

export const INITIAL_SIGNUP_STATE: SignupState = {
  values: EMPTY,
  errors: EMPTY,
  formError: '',
  status: 'idle',
  alert: { visible: false, message: '', level: 'success' },
  honeypot: '',
};

/** True when `field` names one of the three signup fields. */
export function isSignupField(field: string): field is SignupField {
  return (SIGNUP_FIELDS as readonly string[]).includes(field);
}

/** The SPEC §5 message for one field's value, or '' when it is valid; an unknown field is logged. */
export function validateField(field: string, value: string): string {
  switch (field) {
    case 'fName':
    case 'lName':
      return value.trim() === '' ? SIGNUP_MESSAGES[field] : '';
    case 'email':
      return EMAIL_PATTERN.test(value.trim()) ? '' : SIGNUP_MESSAGES.email;
    default:
      console.error(SIGNUP_MESSAGES.invalidField);
      return SIGNUP_MESSAGES.invalidField;
  }
}

/** Submit is allowed only while every field is filled in and none shows an error (SPEC §5). */
export function canSubmit(values: SignupValues, errors: SignupErrors): boolean {
  return SIGNUP_FIELDS.every((f) => values[f].trim() !== '' && errors[f] === '');
}

/** What a submit attempt should do: nothing (honeypot filled), show errors, or send. */
export function planSubmit(state: Pick<SignupState, 'values' | 'honeypot'>): 'blocked' | 'invalid' | 'send' {
  if (state.honeypot !== '') return 'blocked';
  return SIGNUP_FIELDS.some((f) => validateField(f, state.values[f]) !== '') ? 'invalid' : 'send';
}

const allErrors = (message: string): SignupErrors => ({ fName: message, lName: message, email: message });

function validateAll(values: SignupValues): SignupErrors {
  return {
    fName: validateField('fName', values.fName),
    lName: validateField('lName', values.lName),
    email: validateField('email', values.email),
  };
}

/** The signup state machine of SPEC §4: idle → sending → success | error, with field validation. */
export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case 'change':
    case 'blur': {
      if (!isSignupField(action.field)) {
        validateField(action.field, '');
        return { ...state, errors: allErrors(SIGNUP_MESSAGES.invalidField) };
      }
      const field = action.field;
      const value = action.type === 'change' ? action.value : state.values[field];
      // While typing, an error shown earlier is re-checked so it clears as soon as the value is fixed.
      const recheck = action.type === 'blur' || state.errors[field] !== '';
      return {
        ...state,
        values: { ...state.values, [field]: value },
        errors: recheck ? { ...state.errors, [field]: validateField(field, value) } : state.errors,
      };
    }
    case 'honeypot':
      return { ...state, honeypot: action.value };
    case 'submit-invalid':
      return { ...state, errors: validateAll(state.values), formError: SIGNUP_MESSAGES.form };
    case 'sending':
      // A filled honeypot means a bot: stay idle and never send.
      if (state.honeypot !== '' || state.status === 'sending') return state;
      return { ...state, status: 'sending', formError: '' };
    case 'success':
      return {
        ...state,
        values: EMPTY,
        errors: EMPTY,
        formError: '',
        status: 'success',
        alert: { visible: true, message: action.msg, level: 'success' },
      };
    case 'failure':
      return { ...state, status: 'error', alert: { visible: true, message: action.msg, level: 'error' } };
    case 'hide-alert':
      // The message stays so the closing transition does not flash an empty alert.
      return { ...state, alert: { ...state.alert, visible: false } };
  }
}

/**
 * The embedded mailing list's subscribe address (used when no provider is configured): a path on this site that
 * speaks the provider's JSONP protocol, so the signup block works the same with either.
 */
export const EMBEDDED_SUBSCRIBE_URL = '/api/newsletter/subscribe/post?u=vtrans&id=embedded';

/**
 * The provider's JSONP endpoint (…/subscribe/post-json) with list identifiers kept and FNAME, LNAME, EMAIL added.
 * A path (the embedded list) is resolved against `base`, the page's own address.
 */
export function toJsonpUrl(subscribeUrl: string, values: SignupValues, base?: string): string {
  const url = new URL(subscribeUrl, base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('The mailing-list subscribe URL must be http(s).');
  }
  url.pathname = url.pathname.replace(/\/post(?:-json)?\/?$/, '/post-json');
  url.hash = '';
  url.searchParams.set('FNAME', values.fName.trim());
  url.searchParams.set('LNAME', values.lName.trim());
  url.searchParams.set('EMAIL', values.email.trim());
  return url.toString();
}

export type MessagePart = { text: string } | { text: string; href: string };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  apos: "'",
  nbsp: ' ',
};

/** Decodes the basic HTML entities in one pass (so '&amp;lt;' becomes '&lt;', not '<'). */
function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|#x27|apos|nbsp);/gi,
    (m, name: string) => ENTITIES[name.toLowerCase()] ?? m,
  );
}

const stripTags = (html: string): string => decodeEntities(html.replace(/<[^>]*>/g, ''));

function safeHref(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  const raw = decodeEntities((match[1] ?? match[2] ?? match[3]).trim());
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Reads a provider message that may hold HTML as plain text and http(s) links only, never raw HTML:
 * tags are stripped (script and style with their content), entities decoded, a '0 - ' field prefix dropped.
 */
export function messageParts(msg: string): MessagePart[] {
  const html = msg
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .trim()
    .replace(/^\d+\s+-\s+/, '');
  const parts: MessagePart[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last && !('href' in last)) last.text += text;
    else parts.push({ text });
  };
  const anchor = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi;
  let from = 0;
  for (let m = anchor.exec(html); m; m = anchor.exec(html)) {
    pushText(stripTags(html.slice(from, m.index)));
    const href = safeHref(m[1]);
    const text = stripTags(m[2]).trim();
    if (href) parts.push({ text: text || href, href });
    else pushText(text);
    from = m.index + m[0].length;
  }
  pushText(stripTags(html.slice(from)));
  return parts;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** The newsletter promise of SPEC §9 as a sentence: 'four to six updates per calendar year'. */
/** The numbers of the promise for a page in `locale`: in words in English (SPEC's text), numerals elsewhere. */
export function promiseNumbers(locale: string): { min: string; max: string } {
  const { min, max } = NEWSLETTER_UPDATES_PER_YEAR;
  const say = (n: number) => (locale === 'en' ? inWords(n) : new Intl.NumberFormat(locale).format(n));
  return { min: say(min), max: say(max) };
}

export function newsletterPromise(): string {
  const { min, max } = NEWSLETTER_UPDATES_PER_YEAR;
  return `Sign up to receive ${inWords(min)} to ${inWords(max)} updates per calendar year about VTrans, Virginia's transportation plan.`;
}

/** The token of a confirm or unsubscribe link from the page's query, or null when there is none usable. */
export function tokenFromQuery(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && /^[\w-]{1,100}$/.test(v) ? v : null;
}
