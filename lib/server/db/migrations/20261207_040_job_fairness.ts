import type { Knex } from 'knex';

/**
 * Fair queues (ARCHITECTURE §11). `started_at` records when a job was last claimed, so a claim takes, among the
 * due jobs of a lane, one of the group that started a job least recently (one submitter's four uploads no
 * longer keep another's one file waiting behind all of them). The unique index lets only one job of a group be
 * running: the claim's own NOT EXISTS reads a committed snapshot on SQL Server (read committed snapshot, Azure
 * SQL's default), where two instances claiming two jobs of one group at the same instant could both see no
 * running job; the index is checked with locks by the engine, so the second to commit fails and claims nothing.
 */
const ONE_RUNNING = 'jobs_one_running_per_group';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.datetime('started_at').nullable();
    t.index(['group_key', 'started_at'], 'jobs_group_started_index');
  });
  // Two running jobs of a group (the race this index closes) would stop it being made: all but the first go
  // back to the queue, their try not counted.
  const first = knex('jobs')
    .min('id')
    .where('status', 'running')
    .whereNotNull('group_key')
    .groupBy('group_key');
  await knex('jobs')
    .where('status', 'running')
    .whereNotNull('group_key')
    .whereNotIn('id', first)
    .update({ status: 'queued', lease_owner: null, lease_until: null });
  await knex.schema.alterTable('jobs', (t) => {
    t.unique(['group_key'], {
      indexName: ONE_RUNNING,
      predicate: knex.whereRaw("status = 'running' and group_key is not null"),
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropUnique(['group_key'], ONE_RUNNING);
    t.dropIndex(['group_key', 'started_at'], 'jobs_group_started_index');
    t.dropColumn('started_at');
  });
}
