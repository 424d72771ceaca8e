import type { Knex } from 'knex';

/**
 * Map Explorer extract jobs (SPEC §7 geoprocessor): one row per "Extract data for an area"
 * request. The area is kept as GeoJSON (WGS84) with its label and size; the output is a zip in private storage
 * (output_key, never served under /resources). client_key is a SHA-256 of the client address (the per-client
 * limit), not the address itself. Date-times are UTC.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('extract_jobs', (t) => {
    t.string('id', 36).primary(); // UUID: unguessable, it is the only key a person holds
    t.string('status', 12).notNullable(); // queued | running | succeeded | failed
    t.string('error', 1000).nullable(); // a readable reason when failed
    t.string('area_kind', 12).notNullable(); // polygon | locality | district
    t.string('area_label', 200).notNullable(); // e.g. "Culpeper County" or "Drawn area"
    t.text('area').notNullable(); // GeoJSON Polygon or MultiPolygon, WGS84
    t.double('area_sq_km').notNullable();
    t.text('layers').notNullable(); // JSON array of layer keys
    t.string('format', 12).notNullable(); // geojson | csv | kml | shapefile
    t.integer('progress').notNullable().defaultTo(0); // percent
    t.integer('feature_count').nullable();
    t.text('counts').nullable(); // JSON { layerKey: features }
    t.string('output_key', 200).nullable(); // storage key of the zip
    t.integer('output_bytes').nullable();
    t.string('client_key', 64).notNullable();
    t.datetime('created_at').notNullable();
    t.datetime('started_at').nullable();
    t.datetime('finished_at').nullable();
    t.index(['status', 'created_at'], 'extract_jobs_status_index');
    t.index(['finished_at'], 'extract_jobs_finished_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('extract_jobs');
}
