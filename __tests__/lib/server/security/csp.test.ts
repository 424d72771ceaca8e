import { contentSecurityPolicy, EMBEDDABLE_CSP, strictTransportSecurity } from '@/lib/server/security/csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows scripts by nonce and origin only: no unsafe-inline or eval in production', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'", "'wasm-unsafe-eval'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    for (const locked of [
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(locked);
    }
  });

  it('lets any site frame a page only when the page asks for it (the Data Explorer embed view)', () => {
    expect(directive(contentSecurityPolicy({ nonce: 'n' }), 'frame-ancestors')).toEqual(["'self'"]);
    const embed = contentSecurityPolicy({ nonce: 'n', extra: EMBEDDABLE_CSP });
    expect(directive(embed, 'frame-ancestors')).toEqual(["'self'", '*']);
    // Nothing else is loosened.
    expect(directive(embed, 'script-src')).toEqual(["'self'", "'nonce-n'", "'wasm-unsafe-eval'"]);
    expect(directive(embed, 'object-src')).toEqual(["'none'"]);
  });

  it('names each configured third-party origin (never a wildcard) and skips unset ones', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      scriptUrls: [
        'https://translate.google.com/translate_a/element.js?cb=init',
        null,
        'https://virginia.us1.list-manage.com/subscribe/post?u=a&id=b',
        'not a url',
      ],
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      "'wasm-unsafe-eval'",
      'https://translate.google.com',
      'https://virginia.us1.list-manage.com',
    ]);
    expect(policy).not.toContain('*');
  });

  it('lets a page add the sources it needs, starting from default-src for a directive not set', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      extra: { 'img-src': ['https://services.arcgis.com'], 'media-src': ['https://video.example'] },
    });
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://services.arcgis.com']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://video.example']);
  });
});

describe('strictTransportSecurity', () => {
  it('is set only for an https site', () => {
    expect(strictTransportSecurity('https://vtrans.virginia.gov')).toMatch(/^max-age=\d+/);
    expect(strictTransportSecurity('http://localhost:3000')).toBeNull();
  });
});
