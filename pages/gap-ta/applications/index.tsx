import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { ApplicationTable } from '@/components/gapTa/applications/ApplicationTable';
import { FormMessage } from '@/components/common/FormMessage';
import { createApplication } from '@/lib/client/gapTa';
import { page } from '@/lib/server/pageProps';
import { currentCycles, myApplications } from '@/lib/server/services/gapTaApplications';
import { ORGANIZATIONS } from '@/lib/shared/organizations';
import { virginiaDateTime } from '@/lib/shared/dates';
import { applicationPath } from '@/lib/shared/routes';
import type { ApplicationSummary, Cycle } from '@/lib/shared/schemas/gapTaApplications';
import { withMui } from '@/lib/client/withMui';

interface Props {
  /** Null for an account without a county or city (an administrator, a regional body). */
  locality: string | null;
  open: Cycle | null;
  applications: ApplicationSummary[];
}

/** An applicant's start: their county's or city's applications, and a new one for the open cycle. */
function Applications(props: Props) {
  if (props.locality === null) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <Typography variant="h1">GAP-TA applications</Typography>
        <Typography>
          Applications are made for a county or city, and your account is not tied to one. If you work for a
          locality, ask an administrator to set it on your account.
        </Typography>
      </Stack>
    );
  }
  return <LocalityApplications {...props} locality={props.locality} />;
}

function LocalityApplications({ locality, open, applications }: Props & { locality: string }) {
  const router = useRouter();
  const started = new Set(applications.filter((a) => a.cycleTitle === open?.title).map((a) => a.component));
  const free = open?.components.filter((c) => !started.has(c.number)) ?? [];
  const [component, setComponent] = useState<string>(free[0] ? String(free[0].number) : '');
  const { busy, message, run } = useSubmit();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">GAP-TA applications for {locality}</Typography>
      <Typography>
        Growth and Accessibility Planning Technical Assistance: OIPI helps counties and cities with multimodal
        planning. One application per component in each cycle; everyone on {locality}’s accounts can work on
        it.
      </Typography>
      {open ? (
        <Stack component="section" spacing={2} aria-labelledby="start-heading">
          <Typography variant="h2" id="start-heading">
            Start an application
          </Typography>
          <Typography>
            {open.title} is open until {virginiaDateTime(open.closesAt)}.
          </Typography>
          {free.length === 0 ? (
            <Typography>{locality} has started an application for every component offered.</Typography>
          ) : (
            <>
              <FormControl>
                <FormLabel id="component-label">Component</FormLabel>
                <RadioGroup
                  aria-labelledby="component-label"
                  value={component}
                  onChange={(e) => setComponent(e.target.value)}
                >
                  {free.map((c) => (
                    <FormControlLabel
                      key={c.number}
                      value={String(c.number)}
                      control={<Radio />}
                      label={`${c.number}. ${c.title}`}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              <div>
                <Button
                  variant="contained"
                  disabled={busy || component === ''}
                  onClick={() =>
                    run(async () => {
                      const app = await createApplication(open.id, Number(component));
                      await router.push(applicationPath(app.id));
                    }, 'The application could not be started. Try again.')
                  }
                >
                  Start the application
                </Button>
              </div>
              <FormMessage message={message} />
            </>
          )}
        </Stack>
      ) : (
        <Typography>
          No application cycle is open now. The GAP-TA application page says when the next one opens.
        </Typography>
      )}
      <Typography variant="h2">Your applications</Typography>
      <ApplicationTable
        items={applications}
        staff={false}
        caption={`${locality}’s GAP-TA applications, newest first`}
        hrefOf={(a) => applicationPath(a.id)}
      />
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/gap-ta/applications',
  async (_ctx, user) => {
    const org = ORGANIZATIONS.find((o) => o.id === user.organizationId && o.kind === 'locality');
    if (!org) return { props: { locality: null, open: null, applications: [] } };
    const [{ open }, applications] = await Promise.all([currentCycles(), myApplications(user)]);
    return { props: { locality: org.name, open, applications } };
  },
  { auth: ['submitter'] },
);

export default withMui(Applications);
