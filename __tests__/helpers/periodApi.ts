/** The comment-period API tests' requests: each from its own address (the public routes are rate-limited per address). */
import { callApi, type CallOptions, type RouteModule } from './apiMock';
import { sessionCookie } from './session';
import { isoToVirginiaLocal } from '@/lib/shared/dates';

let address = 0;
export const call = (mod: RouteModule, options: CallOptions = {}) =>
  callApi(mod, {
    ...options,
    headers: { 'x-forwarded-for': `203.0.113.${++address % 250}`, ...(options.headers ?? {}) },
  });
export const as = async (email: string) => (await sessionCookie(email)) as unknown as Record<string, string>;
/** A Virginia local date-time `offsetMs` from now, as the staff form takes it. */
export const local = (offsetMs: number) => isoToVirginiaLocal(new Date(Date.now() + offsetMs).toISOString());
