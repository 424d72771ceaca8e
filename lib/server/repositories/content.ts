import type { Knex } from 'knex';
import type { ContentRecord } from '@/lib/shared/schemas/content';
import { isoDateTime, isoDateTimeOrNull, num, numOrNull, textOrNull } from '@/lib/server/db/normalize';

/**
 * The publishing workflow's tables (migration 034): content_records, content_revisions, content_audit. Every
 * write that could race another editor is one conditional UPDATE. Each builder is compiled for SQL Server in
 * tests (__tests__/lib/server/db/mssql.test.ts).
 */
export interface ContentRecordRow {
  id: number;
  kind: string;
  uid: string;
  public_key: string | null;
  state: string;
  title: string;
  current_revision: number;
  published_revision: number | null;
  scheduled_at: string | null;
  scheduled_revision: number | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface ContentRevisionRow {
  record_id: number;
  number: number;
  fields: string;
  author: string;
  created_at: string;
  note: string | null;
}

export interface ContentAuditRow {
  record_id: number;
  action: string;
  revision: number | null;
  actor: string | null;
  at: string;
  detail: string | null;
}

const RECORD_COLUMNS = [
  'id',
  'kind',
  'uid',
  'public_key',
  'state',
  'title',
  'current_revision',
  'published_revision',
  'scheduled_at',
  'scheduled_revision',
  'created_at',
  'updated_at',
  'updated_by',
];

export const contentQueries = {
  records: (k: Knex, kind: string) =>
    k('content_records')
      .select(RECORD_COLUMNS)
      .where({ kind })
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  record: (k: Knex, kind: string, id: number) =>
    k('content_records').select(RECORD_COLUMNS).where({ kind, id }).first(),
  /** The public keys already linked to a record (the rest are adopted as published revision 1). */
  linkedKeys: (k: Knex, kind: string) =>
    k('content_records').select('public_key').where({ kind }).whereNotNull('public_key'),
  insertRecord: (k: Knex, row: Omit<ContentRecordRow, 'id'>) => k('content_records').insert(row, ['id']),
  /** Moves the record to revision `base + 1` only if nobody saved since `base`: 1 row, or 0 when stale. */
  advance: (k: Knex, id: number, base: number, title: string, by: string, at: string) =>
    k('content_records')
      .where({ id, current_revision: base })
      .update({ current_revision: base + 1, title, updated_at: at, updated_by: by }),
  /** Sets the published / scheduled / unpublished state, only while the record is still at `revision`. */
  setState: (
    k: Knex,
    id: number,
    revision: number,
    change: Partial<
      Pick<
        ContentRecordRow,
        'state' | 'public_key' | 'published_revision' | 'scheduled_at' | 'scheduled_revision' | 'updated_by'
      >
    > & { updated_at: string },
  ) => k('content_records').where({ id, current_revision: revision }).update(change),
  insertRevision: (k: Knex, row: ContentRevisionRow) => k('content_revisions').insert(row),
  revisions: (k: Knex, recordId: number) =>
    k('content_revisions')
      .select('number', 'author', 'created_at', 'note')
      .where({ record_id: recordId })
      .orderBy('number', 'desc'),
  revision: (k: Knex, recordId: number, number: number) =>
    k('content_revisions')
      .select('number', 'fields', 'author', 'created_at', 'note')
      .where({ record_id: recordId, number })
      .first(),
  insertAudit: (k: Knex, row: ContentAuditRow) => k('content_audit').insert(row),
  /**
   * Every standing schedule with the 'scheduled' entries of its scheduled revision, newest first (the first
   * per record names who scheduled it): what an account change would cancel.
   */
  schedulesWithScheduler: (k: Knex) =>
    k('content_records as r')
      .join('content_audit as a', function () {
        this.on('a.record_id', '=', 'r.id').andOn('a.revision', '=', 'r.scheduled_revision');
      })
      .whereNotNull('r.scheduled_at')
      .where('a.action', 'scheduled')
      .select(
        'r.id',
        'r.kind',
        'r.title',
        'r.state',
        'r.current_revision',
        'r.published_revision',
        'r.scheduled_at',
        'r.scheduled_revision',
        'a.actor',
      )
      .orderBy([
        { column: 'a.at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ]),
  audit: (k: Knex, recordId: number) =>
    k('content_audit')
      .select('action', 'revision', 'actor', 'at', 'detail')
      .where({ record_id: recordId })
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
};

/** A record's row as the workflow reads it (the list adds its public address and pending changes). */
export type ContentRecordBase = Omit<ContentRecord, 'publicPath' | 'pendingChanges'>;

export const toContentRecord = (r: Record<string, unknown>): ContentRecordBase => ({
  id: num(r.id),
  kind: String(r.kind),
  publicKey: textOrNull(r.public_key),
  state: String(r.state) as ContentRecordBase['state'],
  title: String(r.title),
  currentRevision: num(r.current_revision),
  publishedRevision: numOrNull(r.published_revision),
  scheduledAt: isoDateTimeOrNull(r.scheduled_at),
  scheduledRevision: numOrNull(r.scheduled_revision),
  createdAt: isoDateTime(r.created_at),
  updatedAt: isoDateTime(r.updated_at),
  updatedBy: textOrNull(r.updated_by),
});
