import type { Knex } from 'knex';
import type { NewsletterSubscriberRow } from '@/lib/server/db/tables';
import { isoDateTime, isoDateTimeOrNull, num, toDbDateTime } from '@/lib/server/db/normalize';

export type SubscriberStatus = NewsletterSubscriberRow['status'];

/** A subscriber of the embedded mailing list, as the service uses it. */
export interface Subscriber {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: SubscriberStatus;
  confirmExpiresAt: string | null;
  unsubscribeToken: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

const COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'status',
  'confirm_expires_at',
  'unsubscribe_token',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

type ReadRow = Pick<NewsletterSubscriberRow, (typeof COLUMNS)[number]>;

/** One row as a domain object (dates as ISO strings on both engines). */
export function toSubscriber(row: ReadRow): Subscriber {
  return {
    id: num(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    confirmExpiresAt: isoDateTimeOrNull(row.confirm_expires_at),
    unsubscribeToken: row.unsubscribe_token,
    createdAt: isoDateTime(row.created_at),
    confirmedAt: isoDateTimeOrNull(row.confirmed_at),
    unsubscribedAt: isoDateTimeOrNull(row.unsubscribed_at),
  };
}

const table = (k: Knex) => k<NewsletterSubscriberRow>('newsletter_subscribers');

/** The embedded mailing list. Each builder is also compiled for SQL Server in tests. */
export const newsletterQueries = {
  byEmail: (k: Knex, email: string) =>
    table(k)
      .select(...COLUMNS)
      .where({ email })
      .first(),
  byConfirmHash: (k: Knex, hash: string) =>
    table(k)
      .select(...COLUMNS)
      .where({ confirm_token_hash: hash, status: 'pending' })
      .first(),
  byUnsubscribeToken: (k: Knex, token: string) =>
    table(k)
      .select(...COLUMNS)
      .where({ unsubscribe_token: token })
      .first(),
  insert: (
    k: Knex,
    row: Pick<
      NewsletterSubscriberRow,
      'email' | 'first_name' | 'last_name' | 'confirm_token_hash' | 'unsubscribe_token'
    > & { confirm_expires_at: string; now: string },
  ) =>
    table(k).insert({
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      status: 'pending',
      confirm_token_hash: row.confirm_token_hash,
      confirm_expires_at: toDbDateTime(row.confirm_expires_at),
      unsubscribe_token: row.unsubscribe_token,
      created_at: toDbDateTime(row.now),
      updated_at: toDbDateTime(row.now),
    }),
  /** A new confirmation for a pending or unsubscribed address (the names may have changed). */
  renewPending: (
    k: Knex,
    id: number,
    v: { first_name: string; last_name: string; hash: string; expiresAt: string; now: string },
  ) =>
    table(k)
      .where({ id })
      .whereNot({ status: 'confirmed' })
      .update({
        first_name: v.first_name,
        last_name: v.last_name,
        status: 'pending',
        confirm_token_hash: v.hash,
        confirm_expires_at: toDbDateTime(v.expiresAt),
        updated_at: toDbDateTime(v.now),
      }),
  confirm: (k: Knex, id: number, now: string) =>
    table(k)
      .where({ id, status: 'pending' })
      .update({
        status: 'confirmed',
        confirm_token_hash: null,
        confirm_expires_at: null,
        confirmed_at: toDbDateTime(now),
        unsubscribed_at: null,
        updated_at: toDbDateTime(now),
      }),
  unsubscribe: (k: Knex, id: number, now: string) =>
    table(k)
      .where({ id })
      .whereNot({ status: 'unsubscribed' })
      .update({
        status: 'unsubscribed',
        confirm_token_hash: null,
        confirm_expires_at: null,
        unsubscribed_at: toDbDateTime(now),
        updated_at: toDbDateTime(now),
      }),
  /** Every subscriber for the staff export, oldest first. */
  all: (k: Knex) =>
    table(k)
      .select(...COLUMNS)
      .orderBy('id'),
};
