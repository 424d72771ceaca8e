import { expect, type Page, type Response } from '@playwright/test';

/**
 * What every page of the registry must answer with: its nonce CSP (no 'unsafe-inline' scripts, framing only for
 * the Data Explorer's embed view), COOP, no HSTS on an http host, and Next's server-rendered scripts carrying
 * this request's nonce. The routes spec runs it on every page in the sweep that also checks the phone width, so
 * each page is loaded once for both (the fixture's page fails the test on any CSP violation the browser reports).
 */
export async function expectPageSecurity(page: Page, res: Response | null, route: string): Promise<void> {
  expect(res, route).not.toBeNull();
  const headers = res!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, `${route}: a script nonce`).toBeTruthy();
  // Only the Data Explorer's embed view may be framed by other sites.
  const embeddable = route === '/interactvtrans/data-explorer/embed';
  expect(/frame-ancestors ([^;]*)/.exec(csp)?.[1], route).toBe(embeddable ? "'self' *" : "'self'");
  expect(headers['x-frame-options'], route).toBe(embeddable ? undefined : 'SAMEORIGIN');
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(csp, route).toContain(directive);
  }
  expect(csp, route).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['cross-origin-opener-policy'], route).toBe('same-origin');
  expect(headers['strict-transport-security'], `${route}: no HSTS on an http host`).toBeUndefined();
  // Next's server-rendered scripts carry this request's nonce (the browser hides the attribute, not the
  // property); chunks the runtime loads later have none and are allowed as 'self'.
  const scriptNonces = await page
    .locator('script[src*="/_next/"]')
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce).filter(Boolean));
  expect(scriptNonces.length, route).toBeGreaterThan(0);
  expect(new Set(scriptNonces), route).toEqual(new Set([nonce]));
}
