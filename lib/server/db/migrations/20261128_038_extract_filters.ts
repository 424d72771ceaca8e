import type { Knex } from 'knex';

/**
 * An extract keeps the attribute filters it was asked with: JSON, one entry per filtered layer
 * with the filter and the filter in words, applied by the runner and said by the job and its README.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('extract_jobs', (t) => {
    t.text('filters').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('extract_jobs', (t) => {
    t.dropColumn('filters');
  });
}
