import type { Knex } from 'knex';

/**
 * verification_tokens' primary key (identifier nvarchar(320) + token nvarchar(200)) is 1,040 bytes on SQL
 * Server, over its 900-byte index-key limit: the table is created with a warning and an insert with long
 * values fails. next-auth stores the token as a SHA-256 hex digest (64 characters), so the token column
 * becomes 64 characters and the key 768 bytes. Rebuilt through a copy (portable: SQLite cannot alter a
 * primary-key column in place); pending tokens that fit are kept, anything longer was never a valid token.
 */
const TOKEN_LENGTH = 64;

function tokenTable(length: number) {
  return (t: Knex.CreateTableBuilder) => {
    t.string('identifier', 320).notNullable();
    t.string('token', length).notNullable().unique();
    t.datetime('expires').notNullable();
    t.primary(['identifier', 'token']);
  };
}

async function rebuild(knex: Knex, length: number): Promise<void> {
  const len = knex.client.config.client === 'mssql' ? 'len' : 'length'; // T-SQL has no length()
  await knex.schema.createTable('verification_tokens_copy', (t) => {
    t.string('identifier', 320).notNullable();
    t.string('token', 200).notNullable();
    t.datetime('expires').notNullable();
  });
  await knex('verification_tokens_copy').insert(
    knex('verification_tokens').select('identifier', 'token', 'expires'),
  );
  await knex.schema.dropTable('verification_tokens');
  await knex.schema.createTable('verification_tokens', tokenTable(length));
  await knex('verification_tokens').insert(
    knex('verification_tokens_copy')
      .select('identifier', 'token', 'expires')
      .where(knex.raw(`${len}(??)`, ['token']), '<=', length),
  );
  await knex.schema.dropTable('verification_tokens_copy');
}

export async function up(knex: Knex): Promise<void> {
  await rebuild(knex, TOKEN_LENGTH);
}

export async function down(knex: Knex): Promise<void> {
  await rebuild(knex, 200);
}
