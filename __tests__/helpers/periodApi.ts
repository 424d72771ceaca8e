/** The comment-period API tests' requests: each from its own address (the public routes are rate-limited per address). */
import { callApi, type CallOptions, type RouteModule } from './apiMock';
import { sessionCookie } from './session';
import { isoToVirginiaLocal } from '@/lib/shared/dates';
import { useTempDatabase as tempDatabase } from './tempDb';

let address = 0;
export const call = (mod: RouteModule, options: CallOptions = {}) =>
  callApi(mod, {
    ...options,
    headers: { 'x-forwarded-for': `203.0.113.${++address % 250}`, ...(options.headers ?? {}) },
  });
export const as = async (email: string) => (await sessionCookie(email)) as unknown as Record<string, string>;
/** A Virginia local date-time `offsetMs` from now, as the staff form takes it. */
export const local = (offsetMs: number) => isoToVirginiaLocal(new Date(Date.now() + offsetMs).toISOString());

/**
 * The comment-period suites' database: a temporary one, with client addresses taken from X-Forwarded-For (one hop)
 * and comments held for a reviewer; the settings are put back after. Returns the database folder's getter.
 */
export function withPeriodDatabase(): () => string {
  let dir = '';
  let cleanup: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    process.env.COMMENT_MODERATION = 'pre';
    ({ dir, cleanup } = await tempDatabase());
  }, 60_000);
  afterAll(async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    delete process.env.COMMENT_MODERATION;
    await cleanup();
  });
  return () => dir;
}
