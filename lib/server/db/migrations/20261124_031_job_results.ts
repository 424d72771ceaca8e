import type { Knex } from 'knex';

/**
 * A job's result (JSON), for jobs someone waits on: the spatial-data pre-flight records the version it wrote
 * or why the file was refused, and the upload request (or the page polling after it) reads it from here on
 * whichever instance it is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.text('result').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('result');
  });
}
