import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { InviteForm } from '@/components/admin/InviteForm';
import { PeopleTable } from '@/components/admin/PeopleTable';
import { PersonDialog } from '@/components/admin/PersonDialog';
import { page } from '@/lib/server/pageProps';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { embeddedListInUse } from '@/lib/server/services/newsletter';
import { listPeople } from '@/lib/server/services/people';
import {
  PeopleListQuery,
  PERSON_STATUSES,
  STATUS_LABELS,
  type Person,
  type PersonStatus,
} from '@/lib/shared/schemas/people';
import { withMui } from '@/lib/client/withMui';
import { adminUsersPath } from '@/lib/shared/routes';

interface Props {
  people: Person[];
  status: PersonStatus | null;
  /** The embedded mailing list is in use (no provider configured), so its subscribers can be exported here. */
  newsletterExport: boolean;
}

/** Administrators: everyone with an account or a request; invite, approve, change roles, deactivate. */
function Users({ people, status, newsletterExport }: Props) {
  const router = useRouter();
  const [managing, setManaging] = useState<Person | null>(null);
  const refresh = () => router.replace(router.asPath, undefined, { scroll: false });
  const filter = (s: PersonStatus | null) =>
    router.push(adminUsersPath(s || null), undefined, { scroll: false });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">People and access</Typography>
      <Typography>
        Invite local-government and OIPI staff, approve requests for access, and change roles and
        organizations. Every change is recorded with who made it. Deactivated people cannot sign in, and their
        open sessions end at once.
      </Typography>
      <Tabs
        value={status ?? 'all'}
        onChange={(_e, v: string) => filter(v === 'all' ? null : (v as PersonStatus))}
        aria-label="Show people by status"
        variant="scrollable"
      >
        <Tab value="all" label="Everyone" />
        {PERSON_STATUSES.map((s) => (
          <Tab key={s} value={s} label={STATUS_LABELS[s]} />
        ))}
      </Tabs>
      <PeopleTable people={people} onManage={setManaging} />
      <Typography variant="h2">Invite someone</Typography>
      <InviteForm onDone={refresh} />
      {newsletterExport && (
        <>
          <Typography variant="h2">Mailing list</Typography>
          <Typography>
            This site keeps the VTrans Updates list itself (no mailing-list provider is configured). People
            join from the signup block on every page and confirm from an email; each email has an unsubscribe
            link.{' '}
            <Link href="/api/newsletter/subscribers" download>
              Download the subscribers (CSV)
            </Link>
          </Typography>
        </>
      )}
      {managing && (
        <PersonDialog
          person={managing}
          onClose={(changed) => {
            setManaging(null);
            if (changed) void refresh();
          }}
        />
      )}
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/users',
  async (ctx, user) => {
    const status = parsePageQuery(PeopleListQuery, ctx.query).status || null;
    return {
      props: {
        people: await listPeople(user, status ?? undefined),
        status,
        newsletterExport: embeddedListInUse(),
      },
    };
  },
  { auth: ['admin'] },
);

export default withMui(Users);
