import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { db } from '@/lib/server/db/knex';
import { env } from '@/lib/server/env';
import { rateLimitQueries as q } from '@/lib/server/repositories/rateLimits';
import { HttpError } from '@/lib/shared/errors';

/** Public POST endpoints: at most this many writes per client address per window (all instances). */
const CLIENT_POINTS = 20;
const CLIENT_DURATION_S = 60;

/** Gives back the point a request used (it was rejected as invalid). */
export type Refund = () => Promise<void>;

/** 429 with the seconds until the window resets (apiHandler sends them as Retry-After). */
export class RateLimitError extends HttpError {
  constructor(seconds: number) {
    const wait = Math.max(1, Math.ceil(seconds));
    super(429, `Too many requests. Please wait ${wait} seconds and try again.`);
    this.retryAfter = wait;
  }
}

/**
 * The client's address: the socket address, or with TRUSTED_PROXY_HOPS = N the Nth X-Forwarded-For
 * entry from the right (the one our own proxies appended; anything left of it is client-supplied).
 */
export function clientKey(req: IncomingMessage): string {
  const socket = req.socket?.remoteAddress ?? 'unknown';
  const hops = env().TRUSTED_PROXY_HOPS;
  if (hops === 0) return socket;
  const raw = req.headers['x-forwarded-for'];
  const list = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length >= hops ? list[list.length - hops]! : socket;
}

/**
 * The counter's key. Keys (addresses, email addresses) are lower-cased: SQL Server's collation would count
 * '2001:DB8::1' and '2001:db8::1' together and SQLite apart, so both engines (and Redis) count them together.
 */
const storageKey = (name: string, rawKey: string) => {
  const key = rawKey.toLowerCase();
  const full = `${name}:${key}`;
  return full.length <= 200 ? full : `${name}:sha256:${createHash('sha256').update(key).digest('hex')}`;
};

let lastCleanup = 0;

/** Fixed-window counter in the database (rate_limits), shared by every instance. */
async function consumeInDb(key: string, points: number, duration: number): Promise<Refund> {
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % duration);
  const expiresAt = windowStart + duration;
  const k = await db();
  if (now - lastCleanup >= 60) {
    lastCleanup = now;
    await q.removeExpired(k, now);
  }
  if (!(await q.addInWindow(k, key, windowStart, 1))) {
    if (!(await q.restart(k, key, windowStart, expiresAt, 1))) {
      // A concurrent request may insert the same row first (primary key): then count in its window.
      await q.insert(k, key, windowStart, expiresAt, 1).catch(() => q.addInWindow(k, key, windowStart, 1));
    }
  }
  const used = Number((await q.points(k, key, windowStart))?.points ?? 1);
  if (used > points) throw new RateLimitError(expiresAt - now);
  return async () => {
    await q.refund(k, key, windowStart, 1);
  };
}

let redisClient: Promise<Redis> | undefined;
const redisLimiters = new Map<string, RateLimiterRedis>();

/** rate-limiter-flexible over Redis (REDIS_URL); ioredis is loaded only when Redis is configured. */
async function consumeInRedis(url: string, key: string, points: number, duration: number): Promise<Refund> {
  redisClient ??= import('ioredis').then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2 }));
  const client = await redisClient;
  const id = `${points}/${duration}`;
  let limiter = redisLimiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterRedis({ storeClient: client, keyPrefix: `rl:${id}`, points, duration });
    redisLimiters.set(id, limiter);
  }
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new RateLimitError(err.msBeforeNext / 1000);
    throw err;
  }
  return async () => {
    await limiter.reward(key, 1);
  };
}

/**
 * Uses one of `points` allowed per `duration` seconds for `key` under limiter `name` (e.g. per email
 * address); throws RateLimitError (429) when none are left. Returns a refund for rejected requests.
 */
export function limitByKey(name: string, key: string, points: number, duration: number): Promise<Refund> {
  const redisUrl = env().REDIS_URL;
  const id = storageKey(name, key);
  return redisUrl ? consumeInRedis(redisUrl, id, points, duration) : consumeInDb(id, points, duration);
}

const refunds = new WeakMap<IncomingMessage, Refund[]>();

/** Throws 429 with a retry hint when the client exceeded the limit for this endpoint. */
export async function limitByClient(name: string, req: IncomingMessage): Promise<void> {
  const refund = await limitByKey(name, clientKey(req), CLIENT_POINTS, CLIENT_DURATION_S);
  refunds.set(req, [...(refunds.get(req) ?? []), refund]);
}

/** Gives back what limitByClient used for this request (apiHandler calls it on 400/415/422). */
export async function refundRequest(req: IncomingMessage): Promise<void> {
  const list = refunds.get(req) ?? [];
  refunds.delete(req);
  await Promise.all(list.map((r) => r()));
}
