import {
  canSubmit,
  INITIAL_SIGNUP_STATE,
  messageParts,
  newsletterPromise,
  planSubmit,
  signupReducer,
  toJsonpUrl,
  tokenFromQuery,
  EMBEDDED_SUBSCRIBE_URL,
  validateField,
  type SignupState,
} from '@/lib/shared/schemas/newsletter/rules';

const VALID = { fName: 'Ada', lName: 'Lovelace', email: 'ada@example.com' };
const NO_ERRORS = { fName: '', lName: '', email: '' };
const filled: SignupState = { ...INITIAL_SIGNUP_STATE, values: VALID };

describe('validateField (SPEC §5)', () => {
  it.each([
    ['fName', '', 'Please provide a first name.'],
    ['fName', '   ', 'Please provide a first name.'],
    ['fName', 'Ada', ''],
    ['lName', '', 'Please provide a last name.'],
    ['lName', 'Lovelace', ''],
    ['email', '', 'Please provide a valid email.'],
    ['email', 'not-an-email', 'Please provide a valid email.'],
    ['email', 'a@b', 'Please provide a valid email.'],
    ['email', 'two words@example.com', 'Please provide a valid email.'],
    ['email', 'ada@example.com', ''],
  ])('%s = %j → %j', (field, value, message) => {
    expect(validateField(field, value)).toBe(message);
  });

  it('logs an unknown field and the reducer marks all fields with that message', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(validateField('phone', 'x')).toBe('Invalid field provided.');
    const next = signupReducer(INITIAL_SIGNUP_STATE, { type: 'blur', field: 'phone' });
    expect(next.errors).toEqual({
      fName: 'Invalid field provided.',
      lName: 'Invalid field provided.',
      email: 'Invalid field provided.',
    });
    expect(log).toHaveBeenCalledWith('Invalid field provided.');
    log.mockRestore();
  });
});

describe('canSubmit and planSubmit', () => {
  it('is false while any field is empty or has an error', () => {
    expect(canSubmit(VALID, NO_ERRORS)).toBe(true);
    expect(canSubmit({ ...VALID, lName: '' }, NO_ERRORS)).toBe(false);
    expect(canSubmit(VALID, { ...NO_ERRORS, email: 'Please provide a valid email.' })).toBe(false);
  });

  it('blocks submission when the honeypot has any value, and the reducer stays idle', () => {
    const bot = { ...filled, honeypot: 'spam' };
    expect(planSubmit(bot)).toBe('blocked');
    expect(signupReducer(bot, { type: 'sending' })).toBe(bot);
    expect(planSubmit(filled)).toBe('send');
  });

  it('an invalid submit marks every field and shows the form message', () => {
    const state = { ...INITIAL_SIGNUP_STATE, values: { ...VALID, email: 'nope' } };
    expect(planSubmit(state)).toBe('invalid');
    const next = signupReducer(state, { type: 'submit-invalid' });
    expect(next.formError).toBe('Please fill out all required fields correctly.');
    expect(next.errors).toEqual({ ...NO_ERRORS, email: 'Please provide a valid email.' });
  });
});

describe('signupReducer (SPEC §4)', () => {
  it('validates on blur and re-checks a shown error while typing', () => {
    let s = signupReducer(INITIAL_SIGNUP_STATE, { type: 'change', field: 'email', value: 'ada' });
    expect(s.errors.email).toBe('');
    s = signupReducer(s, { type: 'blur', field: 'email' });
    expect(s.errors.email).toBe('Please provide a valid email.');
    s = signupReducer(s, { type: 'change', field: 'email', value: 'ada@example.com' });
    expect(s.errors.email).toBe('');
  });

  it('sending → success clears fields and errors and shows the provider message', () => {
    const sending = signupReducer({ ...filled, formError: 'x' }, { type: 'sending' });
    expect(sending.status).toBe('sending');
    const done = signupReducer(sending, { type: 'success', msg: 'Almost finished...' });
    expect(done.status).toBe('success');
    expect(done.values).toEqual(NO_ERRORS);
    expect(done.errors).toEqual(NO_ERRORS);
    expect(done.alert).toEqual({ visible: true, message: 'Almost finished...', level: 'success' });
  });

  it('failure shows the message as an error alert and keeps the fields; hide-alert hides it', () => {
    const failed = signupReducer(signupReducer(filled, { type: 'sending' }), {
      type: 'failure',
      msg: 'Nope',
    });
    expect(failed.status).toBe('error');
    expect(failed.values).toEqual(VALID);
    expect(failed.alert).toEqual({ visible: true, message: 'Nope', level: 'error' });
    expect(signupReducer(failed, { type: 'hide-alert' }).alert.visible).toBe(false);
  });
});

describe('toJsonpUrl (SPEC §7)', () => {
  it('uses post-json, keeps the list identifiers and encodes the values', () => {
    const url = toJsonpUrl('https://x.us1.list-manage.com/subscribe/post?u=abc123&id=def456', {
      fName: 'Ann & Bo',
      lName: "O'Neil",
      email: 'a+b@example.com',
    });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/subscribe/post-json');
    expect(parsed.searchParams.get('u')).toBe('abc123');
    expect(parsed.searchParams.get('id')).toBe('def456');
    expect(parsed.searchParams.get('FNAME')).toBe('Ann & Bo');
    expect(parsed.searchParams.get('LNAME')).toBe("O'Neil");
    expect(parsed.searchParams.get('EMAIL')).toBe('a+b@example.com');
    expect(url).toContain('EMAIL=a%2Bb%40example.com');
    expect(url).not.toContain('Ann & Bo');
  });

  it('throws for a URL that is not http(s)', () => {
    expect(() => toJsonpUrl('javascript:alert(1)', VALID)).toThrow('must be http(s)');
    expect(() => toJsonpUrl('not a url', VALID)).toThrow();
  });
});

describe('the embedded list', () => {
  it("resolves its path against the page's own address and speaks the same protocol", () => {
    const url = new URL(
      toJsonpUrl(EMBEDDED_SUBSCRIBE_URL, VALID, 'http://127.0.0.1:3100/get-involved/contact-us'),
    );
    expect(url.origin).toBe('http://127.0.0.1:3100');
    expect(url.pathname).toBe('/api/newsletter/subscribe/post-json');
    expect(url.searchParams.get('EMAIL')).toBe('ada@example.com');
    expect(() => toJsonpUrl(EMBEDDED_SUBSCRIBE_URL, VALID)).toThrow(); // a path needs a base
  });

  it('reads a link token from the query, refusing anything that is not one', () => {
    expect(tokenFromQuery('abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromQuery(['abc', 'def'])).toBe('abc');
    expect(tokenFromQuery(undefined)).toBeNull();
    expect(tokenFromQuery('')).toBeNull();
    expect(tokenFromQuery('<script>')).toBeNull();
    expect(tokenFromQuery('x'.repeat(101))).toBeNull();
  });
});

describe('messageParts', () => {
  it('turns an http(s) link into a link part and keeps the text around it', () => {
    const msg =
      'user@example.com is already subscribed to list VTrans Updates. ' +
      '<a href="https://x.us1.list-manage.com/profile?u=a&amp;id=b">Click here to update your profile</a>';
    expect(messageParts(msg)).toEqual([
      { text: 'user@example.com is already subscribed to list VTrans Updates. ' },
      { text: 'Click here to update your profile', href: 'https://x.us1.list-manage.com/profile?u=a&id=b' },
    ]);
  });

  it('strips script, img and other tags and never yields markup', () => {
    const parts = messageParts('Hi <script>alert(1)</script><img src=x onerror=alert(1)><b>there</b>');
    expect(parts).toEqual([{ text: 'Hi there' }]);
  });

  it('keeps a non-http link as plain text', () => {
    expect(messageParts('<a href="javascript:alert(1)">Click</a> me')).toEqual([{ text: 'Click me' }]);
  });

  it('decodes entities once and strips the field-index prefix', () => {
    expect(messageParts('0 - Please enter a value')).toEqual([{ text: 'Please enter a value' }]);
    expect(messageParts('1 - &lt;b&gt; &amp; &quot;x&quot; &#39;y&#39; &amp;lt;')).toEqual([
      { text: `<b> & "x" 'y' &lt;` },
    ]);
  });
});

it('states the newsletter promise of four to six updates per calendar year (SPEC §9)', () => {
  expect(newsletterPromise()).toContain('four to six updates per calendar year');
});
