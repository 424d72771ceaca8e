// npm run users:add -- --email someone@agency.gov --role admin [--name "Their Name"] [--organization locality-51059]
// Creates an active account with the role, or adds the role to an existing account (used for the first admin).
import { parseArgs } from 'node:util';
import { closeDb } from '@/lib/server/db/knex';
import { addUserFromCommandLine } from '@/lib/server/services/people';
import { Email, OrganizationId, Role } from '@/lib/shared/schemas/people';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      organization: { type: 'string' },
    },
  });
  const email = Email.safeParse(values.email ?? '');
  const role = Role.safeParse(values.role ?? '');
  const org = values.organization ? OrganizationId.safeParse(values.organization) : null;
  if (!email.success || !role.success || (org && !org.success)) {
    console.error(
      'Usage: npm run users:add -- --email someone@agency.gov --role admin|reviewer|submitter ' +
        '[--name "Their Name"] [--organization locality-51059]\n' +
        (!email.success ? '  --email must be an email address\n' : '') +
        (!role.success ? '  --role must be admin, reviewer or submitter\n' : '') +
        (org && !org.success ? '  --organization must be an id from lib/shared/organizations.ts\n' : ''),
    );
    process.exitCode = 2;
    return;
  }
  if (role.data === 'submitter' && !org?.data) {
    console.error('A submitter needs --organization (an id from lib/shared/organizations.ts).');
    process.exitCode = 2;
    return;
  }
  const result = await addUserFromCommandLine({
    email: email.data,
    role: role.data,
    name: values.name,
    organizationId: org?.data ?? null,
  });
  console.log(
    `${result.created ? 'Created' : 'Updated'} ${email.data} with the ${role.data} role. They can sign in at /auth/signin.`,
  );
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
