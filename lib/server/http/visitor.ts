import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { authSecret } from '@/lib/server/auth/secret';
import { env } from '@/lib/server/env';
import { clientKey } from '@/lib/server/http/rateLimit';
import { HttpError } from '@/lib/shared/errors';

/**
 * The visitor id for map-comment interactions (one agree and one flag per visitor and comment, and "your
 * comment" marks). A random UUID in a first-party, HttpOnly cookie, set when a visitor comments, agrees or is
 * about to flag (a strictly necessary cookie: no tracking, no consent banner). The database stores its
 * SHA-256, so a copy of the table cannot be replayed as cookies.
 *
 * The cookie is `<uuid>.<signature>`, the signature an HMAC of the id with the site's secret, so the site can
 * tell an id it issued from one a request made up: a flag needs an issued id (`issuedVisitorKey`),
 * which the browser gets from an earlier request (`GET /api/comment/visitor`, or commenting or agreeing).
 * Clearing cookies still makes a new visitor; flags are therefore also counted once per client address.
 */
export const VISITOR_COOKIE = 'vtrans_visitor';
const ONE_YEAR_S = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const hash = (id: string) => createHash('sha256').update(id).digest('hex');
const hmac = (purpose: string, value: string) =>
  createHmac('sha256', authSecret()).update(`${purpose}:${value}`).digest('base64url');

/** The id in the request's cookie and whether the site signed it; null without a well-formed id. */
function readCookie(req: NextApiRequest): { id: string; issued: boolean } | null {
  const raw = req.cookies?.[VISITOR_COOKIE];
  if (!raw) return null;
  const [id = '', signature, ...rest] = raw.split('.');
  if (!UUID.test(id) || rest.length > 0) return null;
  if (signature === undefined) return { id, issued: false }; // set before ids were signed
  const expected = Buffer.from(hmac('visitor', id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, issued: true } : null;
}

function setCookie(res: NextApiResponse, id: string): void {
  const secure = env().SITE_URL.startsWith('https://') ? '; Secure' : '';
  res.setHeader(
    'Set-Cookie',
    `${VISITOR_COOKIE}=${id}.${hmac('visitor', id)}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** The visitor key (hashed) of a request that has the cookie, else null (reads: "did I agree"). Never sets one. */
export function visitorKey(req: NextApiRequest): string | null {
  const cookie = readCookie(req);
  return cookie ? hash(cookie.id) : null;
}

/**
 * The visitor key, issuing a signed cookie on the answer when the request has none (a new id) or an unsigned
 * one from before ids were signed (the same id, so its agrees and flags stay its own).
 */
export function ensureVisitorKey(req: NextApiRequest, res: NextApiResponse): string {
  const cookie = readCookie(req);
  if (cookie?.issued) return hash(cookie.id);
  const id = cookie?.id ?? randomUUID();
  setCookie(res, id);
  return hash(id);
}

/** The visitor key of a cookie this site issued; 403 without one (a bare or forged request). Sets nothing. */
export function issuedVisitorKey(req: NextApiRequest): string {
  const cookie = readCookie(req);
  if (!cookie?.issued) {
    throw new HttpError(
      403,
      'Your browser has not received this site’s visitor cookie yet, which flagging needs. Reload the page and try again (allow cookies from this site).',
    );
  }
  return hash(cookie.id);
}

/**
 * The client's network for counting flags once per address: the address from clientKey (proxy-aware), IPv6
 * shortened to its /64 (one household or device gets a whole /64, so single addresses would be free to
 * rotate), then an HMAC with the site's secret: the database never holds the address, and a copy of it
 * cannot be reversed by hashing every IPv4 address.
 */
export function clientHash(req: IncomingMessage): string {
  return createHmac('sha256', authSecret())
    .update(`client:${clientNetwork(clientKey(req))}`)
    .digest('hex');
}

/** An address as the network flags are counted by: IPv4 as is (also IPv4-mapped IPv6), IPv6 by its /64. */
export function clientNetwork(address: string): string {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return mapped[1]!;
  if (!a.includes(':')) return a;
  const [head = '', tail] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+/, '') || '0')
    .join(':')}::/64`;
}
