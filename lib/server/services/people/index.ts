/**
 * People: staff accounts, their roles and organisations, sessions, and the audit trail of every change.
 * Only what pages, API routes, auth, scripts and tests use is exported here:
 *
 * - accounts.ts: reading people (the admin list, one person with their audit trail, the demo accounts) and
 *   what the changes share: roles by user, the audit line, a new account, the notification mail
 * - sessions.ts: the signed-in user with roles read now, session versions (sign-out ends every session),
 *   the roles a later job checks, sign-in records
 * - changes.ts: an admin invites someone or changes an account, someone asks for access, and
 *   `npm run users:add`
 *
 * The rows are read and written by lib/server/repositories/people.ts; the shapes are in
 * lib/shared/schemas/people.ts.
 */
export { demoAccounts, getPerson, listPeople, type Actor } from './accounts';
export {
  accountByEmail,
  currentRolesOf,
  endSessions,
  recordSignIn,
  sessionUser,
  sessionVersionOf,
} from './sessions';
export { addUserFromCommandLine, invitePerson, requestAccess, updatePerson } from './changes';
