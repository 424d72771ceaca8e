import type { Knex } from 'knex';

/**
 * A GAP-TA clarification answered with a file (issue 53 §5): the applicant may attach a PDF to the answer (a
 * revised map, a council letter). The file is chosen before the answer is sent and waits on the application
 * (`clarification_file_*`, one at a time, replaced by another choice); sending the answer moves it onto the
 * 'clarification-answered' step (`file_*` of the event), so each answer keeps its own file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gap_ta_applications', (t) => {
    t.string('clarification_file_key', 300).nullable();
    t.string('clarification_file_name', 260).nullable();
    t.integer('clarification_file_size').nullable();
  });
  await knex.schema.alterTable('gap_ta_application_events', (t) => {
    t.string('file_key', 300).nullable();
    t.string('file_name', 260).nullable();
    t.integer('file_size').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gap_ta_application_events', (t) => {
    t.dropColumn('file_key');
    t.dropColumn('file_name');
    t.dropColumn('file_size');
  });
  await knex.schema.alterTable('gap_ta_applications', (t) => {
    t.dropColumn('clarification_file_key');
    t.dropColumn('clarification_file_name');
    t.dropColumn('clarification_file_size');
  });
}
