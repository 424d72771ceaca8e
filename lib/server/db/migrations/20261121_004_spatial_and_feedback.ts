import type { Knex } from 'knex';

/**
 * Spatial-data intake (layers, submissions, status history), comments, saved queries, documents.
 *
 * The two columns other tables reference (spatial_layers.layer_id, submissions.submission_id) are unique
 * *constraints* (`useConstraint`): on SQL Server Knex's plain `.unique()` is a filtered unique index
 * (`WHERE col IS NOT NULL`), and SQL Server refuses a foreign key that references one. SQLite ignores the
 * option and makes the same unique index as before, so databases that already ran this migration match.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('spatial_layers', (t) => {
    t.increments('id').primary();
    t.string('layer_id', 80).notNullable();
    t.unique(['layer_id'], { useConstraint: true });
    t.string('layer_name', 200).notNullable().index();
    t.text('description').notNullable();
    t.string('geometry_type', 20).notNullable(); // point | line | polygon
    t.boolean('accepts_submissions').notNullable().defaultTo(true);
    t.string('published_layer_key', 80).nullable(); // layer_metadata.layer_key once published
    t.datetime('created_at').notNullable();
  });

  await knex.schema.createTable('submissions', (t) => {
    t.increments('id').primary();
    t.string('submission_id', 36).notNullable();
    t.unique(['submission_id'], { useConstraint: true });
    t.string('layer_id', 80).notNullable().references('layer_id').inTable('spatial_layers');
    t.string('user_id', 36).notNullable().references('id').inTable('users');
    t.string('organization', 200).notNullable();
    t.string('title', 300).notNullable();
    t.text('description').notNullable();
    t.string('file_name', 260).nullable();
    t.string('blob_path', 500).nullable();
    t.integer('feature_count').nullable();
    t.string('bbox', 200).nullable(); // JSON [minX, minY, maxX, maxY] in WGS84
    t.string('status', 30).notNullable(); // draft | submitted | in-review | changes-requested | approved | rejected | published
    t.boolean('illustrative').notNullable().defaultTo(false);
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.datetime('submitted_at').nullable();
    t.index(['user_id', 'updated_at']);
    t.index(['layer_id']);
  });

  await knex.schema.createTable('submission_status_records', (t) => {
    t.increments('id').primary();
    t.string('submission_id', 36)
      .notNullable()
      .references('submission_id')
      .inTable('submissions')
      .onDelete('CASCADE');
    t.string('status', 30).notNullable();
    t.text('note').nullable();
    t.string('changed_by', 36).nullable().references('id').inTable('users');
    t.datetime('created_at').notNullable();
    t.index(['submission_id', 'created_at']);
  });

  await knex.schema.createTable('comments', (t) => {
    t.increments('id').primary();
    t.string('layer_key', 80).nullable();
    t.string('page_path', 200).nullable();
    t.string('author_name', 200).nullable();
    t.string('author_email', 320).nullable();
    t.text('comment').notNullable();
    t.double('latitude').nullable();
    t.double('longitude').nullable();
    t.string('category', 80).nullable();
    t.text('response').nullable();
    t.string('responded_by', 36).nullable().references('id').inTable('users');
    t.datetime('responded_at').nullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
    t.datetime('created_at').notNullable().index();
  });

  await knex.schema.createTable('comment_interactions', (t) => {
    t.increments('id').primary();
    t.integer('comment_id').unsigned().notNullable().references('id').inTable('comments').onDelete('CASCADE');
    t.string('visitor_key', 64).notNullable();
    t.string('interaction', 20).notNullable(); // like | dislike | flag
    t.datetime('created_at').notNullable();
    t.unique(['comment_id', 'visitor_key', 'interaction']);
  });

  await knex.schema.createTable('interactive_queries', (t) => {
    t.string('id', 36).primary(); // random UUID: share links are not guessable
    t.string('tool', 40).notNullable(); // map-explorer | data-explorer
    t.text('state').notNullable(); // JSON
    t.datetime('created_at').notNullable();
  });

  await knex.schema.createTable('documents', (t) => {
    t.increments('id').primary();
    t.string('path', 400).notNullable().unique(); // path under /resources
    t.string('title', 300).notNullable();
    t.string('content_type', 100).notNullable();
    t.bigInteger('size').notNullable();
    t.string('topic', 80).notNullable();
    t.string('plan_cycle', 40).notNullable();
    t.string('doc_type', 60).notNullable();
    t.boolean('accessible').notNullable();
    t.datetime('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'documents',
    'interactive_queries',
    'comment_interactions',
    'comments',
    'submission_status_records',
    'submissions',
    'spatial_layers',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
