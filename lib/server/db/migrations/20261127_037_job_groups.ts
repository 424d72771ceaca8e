import type { Knex } from 'knex';

/**
 * Jobs by lane (ARCHITECTURE §10): a job may name a group (the submitter of an upload), and no
 * worker claims a job while another of its group is running, so one person's slow jobs queue behind each
 * other and never in front of everyone else's. Lanes themselves need no column: each kind has one lane.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.string('group_key', 100).nullable();
    t.index(['group_key', 'status'], 'jobs_group_status_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropIndex(['group_key', 'status'], 'jobs_group_status_index');
    t.dropColumn('group_key');
  });
}
