/**
 * Which Host headers the production server answers. A request names the site it wants in its
 * Host header; the page cache keys on it, and so do absolute links some pages build. A Host that is not well
 * formed (a path, user info or spaces in it: `site/api`) is refused with 400, and one naming another site with
 * 421 Misdirected Request, before anything renders or is cached, so a crafted Host can neither poison the
 * cache nor fill it.
 *
 * The site's own hosts are SITE_URL's and NEXTAUTH_URL's, plus ALLOWED_HOSTS (a comma-separated list of
 * `host` or `host:port`; a name without a port matches any port, for a health probe that calls an instance
 * by its own name). When the site's own host is a loopback name (the embedded default, tests), every loopback
 * name is the site's on any port: `localhost:3000`, `127.0.0.1:3100` and `[::1]:3000` are one machine.
 *
 * This file is compiled by tsconfig.server.json for `node`, so imports are relative.
 */

/** host, optionally :port; a host is a DNS name, an IPv4 address or a bracketed IPv6 address. */
const HOST_SYNTAX = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::\d{1,5})?$/i;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export type HostVerdict = 'own' | 'malformed' | 'foreign';

const nameOf = (hostPort: string) => hostPort.replace(/:\d+$/, '');

/** A checker for Host headers against the site's own origins and an allow-list. */
export function hostChecker(
  origins: string[],
  allowList: string[] = [],
): (host: string | undefined) => HostVerdict {
  const exact = new Set<string>();
  const anyPort = new Set<string>();
  let loopback = false;
  for (const origin of origins) {
    const url = new URL(origin);
    exact.add(url.host.toLowerCase());
    if (LOOPBACK.has(url.hostname.toLowerCase())) loopback = true;
  }
  for (const entry of allowList.map((h) => h.trim().toLowerCase()).filter(Boolean)) {
    if (/:\d+$/.test(entry)) exact.add(entry);
    else anyPort.add(entry);
  }
  return (host) => {
    if (!host || !HOST_SYNTAX.test(host)) return 'malformed';
    const h = host.toLowerCase();
    const name = nameOf(h);
    if (exact.has(h) || anyPort.has(name)) return 'own';
    if (loopback && LOOPBACK.has(name)) return 'own';
    return 'foreign';
  };
}
