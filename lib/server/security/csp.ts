/** Directives of a Content-Security-Policy, each a list of sources. */
export type CspDirectives = Record<string, string[]>;

export interface CspOptions {
  /** Per-request nonce for Next's scripts and Emotion's <style> tags (base64). */
  nonce: string;
  /** next dev needs eval (React refresh) and unnonced style tags (CSS hot reload). */
  dev?: boolean;
  /** Configured third-party scripts (translate widget, branding bar, newsletter JSONP): allowed by origin. */
  scriptUrls?: ReadonlyArray<string | null | undefined>;
  /** Extra sources a page needs (e.g. a map's tile and service hosts), merged into the base policy. */
  extra?: CspDirectives;
}

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The site's Content-Security-Policy: scripts from this origin with the request's nonce, plus the
 * configured third-party origins by name; ArcGIS's WebAssembly ('wasm-unsafe-eval') and blob: workers;
 * no plugins, no framing by other sites, forms and <base> to this origin only.
 */
export function contentSecurityPolicy({
  nonce,
  dev = false,
  scriptUrls = [],
  extra = {},
}: CspOptions): string {
  const thirdParty = [...new Set(scriptUrls.map(originOf).filter((o): o is string => o !== null))];
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'wasm-unsafe-eval'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...thirdParty,
    ],
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
    // Server-rendered style="" attributes (MUI transitions, recharts) are not covered by a nonce.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : []), ...thirdParty],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  for (const [name, sources] of Object.entries(extra)) {
    directives[name] = [...new Set([...(directives[name] ?? directives['default-src']!), ...sources])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * What a page made for other sites' iframes adds (the Data Explorer's embed view, and only it):
 * any site may frame it. Every other page keeps `frame-ancestors 'self'` (and X-Frame-Options SAMEORIGIN).
 */
export const EMBEDDABLE_CSP: CspDirectives = { 'frame-ancestors': ['*'] };

/** Strict-Transport-Security for a production (https) SITE_URL; null elsewhere (localhost, http). */
export function strictTransportSecurity(siteUrl: string): string | null {
  return siteUrl.startsWith('https://') ? 'max-age=63072000; includeSubDomains' : null;
}
