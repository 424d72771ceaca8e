import type { Knex } from 'knex';

/**
 * GAP-TA applications on the site.
 * - gap_ta_cycles: an application window (opening and closing time) with the components it offers, each with
 *   its questions, word limits and scoring rubric (JSON).
 * - gap_ta_applications: one per locality, component and cycle (unique); the answers as JSON, the study area
 *   as GeoJSON, the letter of support's private storage key; a tracking number once sent; the GAP-TA study an
 *   award created.
 * - gap_ta_application_events: every step (saved, sent, clarification asked and answered, decisions) with who
 *   and when.
 * - gap_ta_scores: one row per reviewer and application, points per rubric criterion (JSON) and a comment.
 * - gap_ta_studies.study_area: an awarded study's area, shown on its map page.
 * - roles: the GAP-TA reviewer role (OIPI staff who score and decide).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('gap_ta_cycles', (t) => {
    t.increments('id').primary();
    t.string('title', 120).notNullable();
    t.integer('fiscal_year').notNullable();
    t.datetime('opens_at').notNullable();
    t.datetime('closes_at').notNullable().index('gap_ta_cycles_closes_index');
    t.string('decisions_expected', 200).notNullable().defaultTo('');
    t.text('components').notNullable(); // JSON: CycleComponent[]
    t.boolean('illustrative').notNullable().defaultTo(false);
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
  });
  await knex.schema.createTable('gap_ta_applications', (t) => {
    t.increments('id').primary();
    t.string('application_id', 36).notNullable().unique();
    t.integer('cycle_id').notNullable().references('id').inTable('gap_ta_cycles');
    t.string('organization_id', 80).notNullable();
    t.integer('component').notNullable();
    t.string('status', 30).notNullable();
    t.string('tracking_number', 40).nullable().index('gap_ta_applications_tracking_index');
    t.string('agency_name', 200).notNullable().defaultTo('');
    t.string('contact_name', 200).notNullable().defaultTo('');
    t.string('contact_title', 200).notNullable().defaultTo('');
    t.string('contact_email', 320).notNullable().defaultTo('');
    t.string('contact_phone', 40).notNullable().defaultTo('');
    t.string('title', 200).notNullable().defaultTo('');
    t.string('prior_assistance', 3).nullable();
    t.text('answers').notNullable(); // JSON: question key → text
    t.text('study_area').nullable(); // JSON: StudyArea
    t.string('letter_key', 200).nullable();
    t.string('letter_name', 260).nullable();
    t.integer('letter_size').nullable();
    t.string('created_by', 36).notNullable().references('id').inTable('users');
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.datetime('submitted_at').nullable();
    t.datetime('decided_at').nullable();
    t.string('gap_id', 80).nullable();
    t.boolean('illustrative').notNullable().defaultTo(false);
    t.unique(['cycle_id', 'organization_id', 'component'], {
      indexName: 'gap_ta_applications_one_per_component',
      useConstraint: true,
    });
  });
  await knex.schema.createTable('gap_ta_application_events', (t) => {
    t.increments('id').primary();
    t.integer('application_row')
      .notNullable()
      .references('id')
      .inTable('gap_ta_applications')
      .onDelete('CASCADE');
    t.string('actor_id', 36).nullable().references('id').inTable('users');
    t.string('kind', 40).notNullable();
    t.string('from_status', 30).nullable();
    t.string('to_status', 30).nullable();
    t.text('note').nullable();
    t.datetime('at').notNullable();
    t.index(['application_row', 'at'], 'gap_ta_events_application_index');
  });
  await knex.schema.createTable('gap_ta_scores', (t) => {
    t.increments('id').primary();
    t.integer('application_row')
      .notNullable()
      .references('id')
      .inTable('gap_ta_applications')
      .onDelete('CASCADE');
    t.string('reviewer_id', 36).notNullable().references('id').inTable('users');
    t.text('points').notNullable(); // JSON: criterion key → points
    t.integer('total').notNullable();
    t.text('comment').notNullable();
    t.datetime('updated_at').notNullable();
    t.unique(['application_row', 'reviewer_id'], {
      indexName: 'gap_ta_scores_one_per_reviewer',
      useConstraint: true,
    });
  });
  await knex.schema.alterTable('gap_ta_studies', (t) => {
    t.text('study_area').nullable(); // JSON geometry (Polygon | MultiPolygon) of an awarded application
  });
  const role = await knex('roles').where({ name: 'gap-reviewer' }).first('name');
  if (!role) {
    await knex('roles').insert({
      name: 'gap-reviewer',
      description: 'OIPI staff: GAP-TA application cycles, scoring, clarifications and decisions.',
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('user_roles').where({ role: 'gap-reviewer' }).delete();
  await knex('roles').where({ name: 'gap-reviewer' }).delete();
  await knex.schema.alterTable('gap_ta_studies', (t) => {
    t.dropColumn('study_area');
  });
  await knex.schema.dropTableIfExists('gap_ta_scores');
  await knex.schema.dropTableIfExists('gap_ta_application_events');
  await knex.schema.dropTableIfExists('gap_ta_applications');
  await knex.schema.dropTableIfExists('gap_ta_cycles');
}
