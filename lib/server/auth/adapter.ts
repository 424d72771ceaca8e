import type { Adapter, AdapterUser, VerificationToken } from 'next-auth/adapters';
import { db } from '@/lib/server/db/knex';
import { isoDateTime, toDbDateTime } from '@/lib/server/db/normalize';
import { peopleQueries as q } from '@/lib/server/repositories/people';

type Row = Record<string, unknown>;

const toAdapterUser = (r: Row): AdapterUser => ({
  id: String(r.id),
  email: String(r.email),
  name: (r.name as string | null) ?? null,
  emailVerified: null,
});

/**
 * The small Knex adapter next-auth's Email provider needs with JWT sessions (PLATFORM-NOTES §2: there is no
 * maintained Knex adapter). Accounts are never created by signing in: only by invitation, request or the CLI,
 * so createUser refuses (the signIn callback turns unknown addresses away before it could be called).
 */
export function knexAdapter(): Adapter {
  return {
    createUser: async () => {
      throw new Error(
        'Accounts are created by invitation, by an approved request or with npm run users:add.',
      );
    },
    getUser: async (id) => {
      const row = (await q.byId(await db(), id)) as Row | undefined;
      return row ? toAdapterUser(row) : null;
    },
    getUserByEmail: async (email) => {
      const row = (await q.byEmail(await db(), email.toLowerCase())) as Row | undefined;
      return row ? toAdapterUser(row) : null;
    },
    getUserByAccount: async () => null,
    updateUser: async (user) => {
      const k = await db();
      if (user.emailVerified)
        await q.updateUser(k, user.id, { email_verified: toDbDateTime(user.emailVerified) });
      const row = (await q.byId(k, user.id)) as Row;
      return toAdapterUser(row);
    },
    linkAccount: async () => undefined,
    createVerificationToken: async (token: VerificationToken) => {
      const k = await db();
      await q.deleteExpiredTokens(k, toDbDateTime(new Date()));
      await q.insertToken(k, { ...token, expires: toDbDateTime(token.expires) });
      return token;
    },
    /** Single use: the token is read and deleted in one transaction. */
    useVerificationToken: async ({ identifier, token }) => {
      const k = await db();
      return k.transaction(async (trx) => {
        const row = (await q.token(trx, identifier, token)) as Row | undefined;
        if (!row) return null;
        const deleted = await q.deleteToken(trx, identifier, token);
        if (deleted === 0) return null;
        return { identifier, token, expires: new Date(isoDateTime(row.expires)) };
      });
    },
  };
}
