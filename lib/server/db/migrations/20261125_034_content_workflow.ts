import type { Knex } from 'knex';

/**
 * Staff publishing: the workflow every content record goes through, whatever its kind.
 *
 * - content_records: one row per record staff edit (a program update, a meeting, an announcement; documents
 *   later). `uid` is its stable name (`update:<seeded key>` for adopted rows, `update:new:<uuid>` for new
 *   ones); `public_key` is the key of its row in the public table while published (null otherwise), so the
 *   public tables hold exactly what is published and every public reader (pages, feeds, search, sitemap,
 *   ICS) stays as it is. `current_revision` is the revision the next save must be based on (optimistic
 *   concurrency); `published_revision` the one the public sees.
 * - content_revisions: every save, with who, when and the record's fields as JSON.
 * - content_audit: every step (saved, published, scheduled, unpublished, restored) with who (null: the job).
 * - announcements gain a level and start/end dates; events a status (cancelled / rescheduled) with its notice
 *   and the time zone the times were entered in; updates the pages they relate to (JSON list of paths).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_records', (t) => {
    t.increments('id').primary();
    t.string('kind', 40).notNullable();
    t.string('uid', 200).notNullable().unique();
    t.string('public_key', 300).nullable();
    t.string('state', 20).notNullable(); // draft | scheduled | published | unpublished
    t.string('title', 300).notNullable();
    t.integer('current_revision').notNullable();
    t.integer('published_revision').nullable();
    t.datetime('scheduled_at').nullable();
    t.integer('scheduled_revision').nullable();
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.string('updated_by', 320).nullable();
    t.index(['kind', 'state'], 'content_records_kind_state_index');
    t.index(['kind', 'public_key'], 'content_records_kind_key_index');
  });
  await knex.schema.createTable('content_revisions', (t) => {
    t.increments('id').primary();
    t.integer('record_id').unsigned().notNullable().references('id').inTable('content_records');
    t.integer('number').notNullable();
    t.text('fields').notNullable(); // JSON
    t.string('author', 320).notNullable();
    t.datetime('created_at').notNullable();
    t.string('note', 300).nullable();
    t.unique(['record_id', 'number'], { indexName: 'content_revisions_record_number_unique' });
  });
  await knex.schema.createTable('content_audit', (t) => {
    t.increments('id').primary();
    t.integer('record_id').unsigned().notNullable().references('id').inTable('content_records');
    t.string('action', 40).notNullable();
    t.integer('revision').nullable();
    t.string('actor', 320).nullable();
    t.datetime('at').notNullable();
    t.string('detail', 500).nullable();
    t.index(['record_id', 'at'], 'content_audit_record_index');
  });
  await knex.schema.alterTable('announcements', (t) => {
    t.string('level', 20).notNullable().defaultTo('info'); // info | important | urgent
    t.date('starts_on').nullable();
    t.date('ends_on').nullable();
  });
  await knex.schema.alterTable('events', (t) => {
    t.string('status', 20).notNullable().defaultTo('scheduled'); // scheduled | cancelled | rescheduled
    t.text('notice').nullable();
    t.string('time_zone', 60).notNullable().defaultTo('America/New_York');
  });
  await knex.schema.alterTable('updates', (t) => {
    t.text('related_pages').nullable(); // JSON list of page paths
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('updates', (t) => t.dropColumn('related_pages'));
  await knex.schema.alterTable('events', (t) => {
    t.dropColumn('time_zone');
    t.dropColumn('notice');
    t.dropColumn('status');
  });
  await knex.schema.alterTable('announcements', (t) => {
    t.dropColumn('ends_on');
    t.dropColumn('starts_on');
    t.dropColumn('level');
  });
  await knex.schema.dropTableIfExists('content_audit');
  await knex.schema.dropTableIfExists('content_revisions');
  await knex.schema.dropTableIfExists('content_records');
}
