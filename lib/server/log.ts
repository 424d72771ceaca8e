/**
 * Structured logs: one JSON line per event on stdout, for Azure Monitor or any collector (pino,
 * the logger Fastify is built on). Requests are logged by server.ts with their request id, status and
 * duration, and the user id when signed in; jobs by the job worker with their outcome and duration. No
 * personal data: paths without their query strings (logPath), no email addresses, no bodies. Every server
 * module logs through it: errors as `{ err }` (pino's serializer keeps the message and stack). `LOG_LEVEL` sets
 * the level (default info; silent under jest, whose tests spy on `log` where a line is the point).
 *
 * This file is compiled by tsconfig.server.json for `node` too, so it imports nothing of the app.
 */
import { pino } from 'pino';

const holder = globalThis as typeof globalThis & { __vtransLog?: pino.Logger };

export const log: pino.Logger = (holder.__vtransLog ??= pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'vtrans' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
}));

/** Where apiHandler and page() leave the signed-in user's id for the request log line. */
export const USER_ID = Symbol.for('vtrans.userId');

/** A request's path for a log line: never its query string, which can carry tokens, addresses or search words. */
export function logPath(url: string | undefined): string {
  return (url ?? '/').split('?')[0].slice(0, 300);
}
