import type { Knex } from 'knex';

/**
 * Upload quotas: when the files of an old version of a submission are pruned (only the newest
 * INTAKE_KEEP_VERSIONS versions and any published one keep their files), the row stays, with its report and
 * history, and records when its files went. Unpruned originals count toward the organisation's quota.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('submission_versions', (t) => {
    t.datetime('pruned_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('submission_versions', (t) => {
    t.dropColumn('pruned_at');
  });
}
