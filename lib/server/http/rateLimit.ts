import type { NextApiRequest } from 'next';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '@/lib/shared/errors';

/** Public POST endpoints: at most 20 writes a minute per client address (per instance). */
const limiters = new Map<string, RateLimiterMemory>();

function limiterFor(name: string, points = 20, duration = 60): RateLimiterMemory {
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: name, points, duration });
    limiters.set(name, limiter);
  }
  return limiter;
}

/** The client's address (first X-Forwarded-For hop behind the load balancer). */
export function clientKey(req: NextApiRequest): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket?.remoteAddress || 'unknown';
}

/** Throws 429 with a retry hint when `key` used up `points` in `duration` seconds for this limit. */
export async function limitByKey(name: string, key: string, points: number, duration: number): Promise<void> {
  try {
    await limiterFor(name, points, duration).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      const seconds = Math.ceil(err.msBeforeNext / 1000);
      const limited = new HttpError(429, `Too many requests. Please wait ${seconds} seconds and try again.`);
      limited.retryAfter = seconds;
      throw limited;
    }
    throw err;
  }
}

/** Throws 429 with a retry hint when the client exceeded the limit for this endpoint. */
export async function limitByClient(name: string, req: NextApiRequest): Promise<void> {
  await limitByKey(name, clientKey(req), 20, 60);
}
