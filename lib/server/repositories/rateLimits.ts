import type { Knex } from 'knex';

/** Fixed-window rate-limit counters. Each builder is compiled for SQL Server in tests. */
export const rateLimitQueries = {
  /** Adds to the counter when the row is in this window; 0 rows changed otherwise. */
  addInWindow: (k: Knex, key: string, windowStart: number, points: number) =>
    k('rate_limits').where({ key, window_start: windowStart }).increment('points', points),
  /** Starts a new window on an existing row whose window has ended. */
  restart: (k: Knex, key: string, windowStart: number, expiresAt: number, points: number) =>
    k('rate_limits')
      .where({ key })
      .andWhere('window_start', '<', windowStart)
      .update({ window_start: windowStart, expires_at: expiresAt, points }),
  insert: (k: Knex, key: string, windowStart: number, expiresAt: number, points: number) =>
    k('rate_limits').insert({ key, window_start: windowStart, expires_at: expiresAt, points }),
  points: (k: Knex, key: string, windowStart: number) =>
    k('rate_limits').select('points').where({ key, window_start: windowStart }).first(),
  /** Gives points back (a rejected request does not use up the budget), never below zero. */
  refund: (k: Knex, key: string, windowStart: number, points: number) =>
    k('rate_limits')
      .where({ key, window_start: windowStart })
      .andWhere('points', '>=', points)
      .decrement('points', points),
  removeExpired: (k: Knex, now: number) => k('rate_limits').where('expires_at', '<=', now).del(),
};
