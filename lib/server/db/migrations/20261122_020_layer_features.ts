import type { Knex } from 'knex';

/**
 * Map Explorer layer data: one row per feature, geometry as GeoJSON in WGS84 at full detail and
 * generalised for statewide scales, attributes as a JSON object, and numeric bounding-box columns indexed for
 * bounding-box queries (the same plain columns on SQLite and SQL Server; no spatial types needed).
 * layer_metadata gains the layer's fields (name, type, label) as JSON.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('layer_features', (t) => {
    t.increments('id').primary();
    t.string('layer_key', 80).notNullable(); // layer_metadata.layer_key
    t.string('feature_id', 120).notNullable(); // the feature's own key within its layer
    t.string('name', 300).nullable();
    t.string('geometry_type', 20).notNullable(); // GeoJSON type: Point, LineString, MultiPolygon …
    t.text('geometry').notNullable();
    t.text('geometry_low').notNullable(); // generalised for statewide scales
    t.text('properties').notNullable(); // JSON object of the layer's fields
    t.double('min_x').notNullable();
    t.double('min_y').notNullable();
    t.double('max_x').notNullable();
    t.double('max_y').notNullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
    // An unfiltered unique constraint (Knex's .unique() is a filtered index on SQL Server).
    t.unique(['layer_key', 'feature_id'], {
      indexName: 'layer_features_layer_feature_unique',
      useConstraint: true,
    });
    t.index(['layer_key', 'min_x', 'max_x', 'min_y', 'max_y'], 'layer_features_bbox_index');
  });
  await knex.schema.alterTable('layer_metadata', (t) => {
    t.text('fields').nullable(); // JSON: [{ name, type, label }]
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('layer_metadata', (t) => {
    t.dropColumn('fields');
  });
  await knex.schema.dropTableIfExists('layer_features');
}
