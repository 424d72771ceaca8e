import type { IncomingMessage } from 'node:http';
import { env } from '@/lib/server/env';

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // 'null' (sandboxed/opaque origins) or garbage
  }
}

/**
 * CSRF check for state-changing requests: false when the browser says the request came from another
 * site (Origin not this host or SITE_URL, or Sec-Fetch-Site cross-site/same-site without a matching
 * Origin). Requests with neither header (curl, scripts) pass.
 */
export function isSameOriginRequest(req: IncomingMessage): boolean {
  const site = header(req, 'sec-fetch-site')?.toLowerCase();
  if (site === 'cross-site') return false;
  const origin = header(req, 'origin');
  if (origin === undefined) return site === undefined || site === 'same-origin' || site === 'none';
  const host = hostOf(origin);
  if (host === null) return false;
  const allowed = [header(req, 'host')?.toLowerCase(), new URL(env().SITE_URL).host.toLowerCase()];
  return allowed.includes(host);
}
