import type { Knex } from 'knex';

/**
 * Spatial-data intake and review.
 * - submission_versions: every file a submitter uploads for a submission (a new version after changes are
 *   requested), with where the original and its parsed features are stored (private storage, server-made
 *   paths) and its pre-flight report as JSON.
 * - layer_publications: each publish of a submission into a Map Explorer layer, keeping the features it
 *   replaced (JSON) so the publish can be rolled back.
 * - submissions.organization_id: the submitter's organisation key (lib/shared/organizations), which decides
 *   which published features a submission replaces.
 * - layer_features.organization_id / publication_id: which organisation a published feature belongs to and
 *   which publish brought it in.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('submissions', (t) => {
    t.string('organization_id', 80).nullable();
  });
  await knex.schema.createTable('submission_versions', (t) => {
    t.increments('id').primary();
    t.string('submission_id', 36)
      .notNullable()
      .references('submission_id')
      .inTable('submissions')
      .onDelete('CASCADE');
    t.integer('version').notNullable();
    t.string('file_name', 260).notNullable();
    t.string('format', 20).notNullable(); // shapefile | geojson | kml | kmz | csv
    t.bigInteger('file_size').notNullable();
    t.string('blob_path', 500).notNullable();
    t.string('features_path', 500).notNullable();
    t.string('crs', 40).nullable();
    t.string('encoding', 40).nullable();
    t.integer('feature_count').notNullable();
    t.string('bbox', 200).nullable();
    t.text('report').notNullable(); // JSON: the pre-flight findings
    t.boolean('blocking').notNullable(); // the report has a finding that must be fixed before submitting
    t.string('uploaded_by', 36).notNullable().references('id').inTable('users');
    t.datetime('created_at').notNullable();
    t.unique(['submission_id', 'version'], {
      indexName: 'submission_versions_submission_version_unique',
      useConstraint: true,
    });
  });
  await knex.schema.createTable('layer_publications', (t) => {
    t.increments('id').primary();
    t.string('layer_key', 80).notNullable();
    t.string('organization_id', 80).notNullable();
    t.string('submission_id', 36).notNullable().references('submission_id').inTable('submissions');
    t.integer('version').notNullable();
    t.integer('added').notNullable();
    t.integer('removed').notNullable();
    t.integer('changed').notNullable();
    t.text('replaced_features').notNullable(); // JSON rows of layer_features taken out by this publish
    t.string('published_by', 36).notNullable().references('id').inTable('users');
    t.datetime('published_at').notNullable();
    t.string('rolled_back_by', 36).nullable().references('id').inTable('users');
    t.datetime('rolled_back_at').nullable();
    t.index(['layer_key', 'organization_id', 'published_at'], 'layer_publications_layer_org_index');
  });
  await knex.schema.alterTable('layer_features', (t) => {
    t.string('organization_id', 80).nullable();
    t.integer('publication_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('layer_features', (t) => {
    t.dropColumn('publication_id');
    t.dropColumn('organization_id');
  });
  await knex.schema.dropTableIfExists('layer_publications');
  await knex.schema.dropTableIfExists('submission_versions');
  await knex.schema.alterTable('submissions', (t) => {
    t.dropColumn('organization_id');
  });
}
