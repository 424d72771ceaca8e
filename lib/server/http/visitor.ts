import { createHash, randomUUID } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/lib/server/env';

/**
 * The visitor id for map-comment interactions (one agree and one flag per visitor and comment, and "your
 * comment" marks). A random UUID in a first-party, HttpOnly cookie, set only when a visitor comments, agrees
 * or flags (a strictly necessary cookie: no tracking, no consent banner). The database stores its SHA-256, so
 * a copy of the table cannot be replayed as cookies. Clearing cookies makes a new visitor: the limit is a
 * courtesy against double counting, backed by the per-client rate limit, not an identity check.
 */
export const VISITOR_COOKIE = 'vtrans_visitor';
const ONE_YEAR_S = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const hash = (id: string) => createHash('sha256').update(id).digest('hex');

/** The visitor key (hashed) of a request that has the cookie, else null. Never sets a cookie. */
export function visitorKey(req: NextApiRequest): string | null {
  const id = req.cookies?.[VISITOR_COOKIE];
  return id && UUID.test(id) ? hash(id) : null;
}

/** The visitor key, setting a new cookie on the answer when the request has none. */
export function ensureVisitorKey(req: NextApiRequest, res: NextApiResponse): string {
  const existing = visitorKey(req);
  if (existing) return existing;
  const id = randomUUID();
  const secure = env().SITE_URL.startsWith('https://') ? '; Secure' : '';
  res.setHeader(
    'Set-Cookie',
    `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`,
  );
  return hash(id);
}
