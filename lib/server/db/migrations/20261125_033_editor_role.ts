import type { Knex } from 'knex';

/**
 * The editor role: OIPI communications and planning staff who publish program updates, meetings,
 * announcements and library documents. Admins hold every role's rights already (`hasRole`).
 */
export async function up(knex: Knex): Promise<void> {
  const role = await knex('roles').where({ name: 'editor' }).first('name');
  if (!role) {
    await knex('roles').insert({
      name: 'editor',
      description:
        'OIPI communications and planning staff: publish updates, meetings, announcements and documents.',
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('user_roles').where({ role: 'editor' }).delete();
  await knex('roles').where({ name: 'editor' }).delete();
}
