import type { Knex } from 'knex';

/** Public plan and program content (SPEC §3 "other data sets"). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('articles', (t) => {
    t.increments('id').primary();
    t.string('slug', 120).notNullable().unique();
    t.string('page_path', 200).notNullable();
    t.string('title', 300).notNullable();
    t.text('intro').notNullable();
    t.datetime('updated_at').notNullable();
  });

  await knex.schema.createTable('updates', (t) => {
    t.increments('id').primary();
    t.string('update_key', 300).notNullable().unique();
    t.date('date').notNullable().index();
    t.string('title', 300).notNullable();
    t.text('intro').notNullable();
    t.text('body').notNullable();
    t.string('program', 20).notNullable(); // vtrans | gap-ta
    t.string('link_href', 500).nullable();
    t.string('link_label', 200).nullable();
  });

  await knex.schema.createTable('announcements', (t) => {
    t.increments('id').primary();
    t.date('date').notNullable().index();
    t.string('title', 300).notNullable();
    t.text('message').notNullable();
    t.string('link_href', 500).nullable();
    t.string('link_label', 200).nullable();
  });

  await knex.schema.createTable('announcement_pages', (t) => {
    t.integer('announcement_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('announcements')
      .onDelete('CASCADE');
    t.string('page_path', 200).notNullable();
    t.primary(['announcement_id', 'page_path']);
    t.index(['page_path']);
  });

  await knex.schema.createTable('events', (t) => {
    t.increments('id').primary();
    t.string('slug', 160).notNullable().unique();
    t.string('title', 300).notNullable();
    t.text('description').notNullable();
    t.string('event_type', 40).notNullable(); // workshop | public-meeting | webinar | board-workshop
    t.datetime('starts_at').notNullable().index();
    t.datetime('ends_at').nullable();
    t.string('location_name', 200).nullable();
    t.string('address', 300).nullable();
    t.boolean('is_virtual').notNullable().defaultTo(false);
    t.string('link_href', 500).nullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('statutory_requirements', (t) => {
    t.increments('id').primary();
    t.integer('year').notNullable();
    t.string('level', 20).notNullable(); // federal | state
    t.string('citation', 120).notNullable();
    t.string('title', 300).notNullable();
    t.boolean('is_requirement').notNullable();
    t.text('description').notNullable();
    t.string('url', 500).nullable();
    t.integer('sort_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('interactvtrans_statistics', (t) => {
    t.increments('id').primary();
    t.string('stat_key', 80).notNullable().unique();
    t.string('label', 200).notNullable();
    t.string('value', 60).notNullable();
    t.text('description').notNullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
    t.integer('sort_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('interactvtrans_versions', (t) => {
    t.increments('id').primary();
    t.string('module', 40).notNullable(); // map-explorer | data-explorer
    t.string('version', 40).notNullable();
    t.date('released_on').notNullable();
    t.text('notes').notNullable();
    t.unique(['module', 'version']);
  });

  await knex.schema.createTable('did_you_know', (t) => {
    t.increments('id').primary();
    t.text('fact').notNullable();
    t.string('source', 300).nullable();
    t.string('page_path', 200).nullable();
    t.integer('sort_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('strategic_actions', (t) => {
    t.increments('id').primary();
    t.integer('action_number').notNullable().unique();
    t.string('title', 300).notNullable();
    t.text('description').notNullable();
    t.text('intent').notNullable();
    t.integer('risk_item_number').nullable();
    t.string('responsible_entity', 200).notNullable();
    t.string('status', 40).notNullable();
    t.string('theme', 120).notNullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('survey_timeline', (t) => {
    t.increments('id').primary();
    t.date('date').notNullable();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('gap_ta_studies', (t) => {
    t.increments('id').primary();
    t.string('gap_id', 80).notNullable().unique();
    t.string('title', 300).notNullable();
    t.string('locality', 120).notNullable();
    t.string('locality_type', 20).notNullable(); // county | city | town | region
    t.string('district', 40).notNullable();
    t.integer('fiscal_year').notNullable().index();
    t.integer('component').notNullable(); // 1..4 (CONTENT-FACTS §3)
    t.string('status', 20).notNullable(); // completed | underway | starting
    t.text('summary').notNullable();
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('layer_metadata', (t) => {
    t.increments('id').primary();
    t.string('layer_key', 80).notNullable().unique();
    t.string('name', 200).notNullable();
    t.string('category', 80).notNullable();
    t.text('description').notNullable();
    t.string('geometry_type', 20).notNullable(); // point | line | polygon
    t.string('source', 200).notNullable();
    t.string('vintage', 40).notNullable();
    t.boolean('downloadable').notNullable().defaultTo(true);
    t.date('updated_on').notNullable();
  });

  await knex.schema.createTable('ltror_items', (t) => {
    t.increments('id').primary();
    t.integer('megatrend_number').notNullable();
    t.string('megatrend', 80).notNullable();
    t.integer('macrotrend_number').notNullable().unique();
    t.string('macrotrend', 200).notNullable();
    t.text('drivers').notNullable();
    t.text('summary').notNullable();
    t.text('key_figures').notNullable(); // JSON: [{label, value}]
    t.string('page_path', 200).notNullable();
  });

  await knex.schema.createTable('by_the_numbers', (t) => {
    t.increments('id').primary();
    t.string('value', 40).notNullable();
    t.string('label', 200).notNullable();
    t.text('detail').notNullable();
    t.boolean('context_source').notNullable().defaultTo(false); // figure comes from a non-VTrans source
    t.integer('sort_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('whats_new', (t) => {
    t.increments('id').primary();
    t.date('date').notNullable().index();
    t.string('title', 300).notNullable();
    t.text('description').notNullable();
    t.string('href', 500).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'whats_new',
    'by_the_numbers',
    'ltror_items',
    'layer_metadata',
    'gap_ta_studies',
    'survey_timeline',
    'strategic_actions',
    'did_you_know',
    'interactvtrans_versions',
    'interactvtrans_statistics',
    'statutory_requirements',
    'events',
    'announcement_pages',
    'announcements',
    'updates',
    'articles',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
