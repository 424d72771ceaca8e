import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccessRequestForm } from '@/components/auth/AccessRequestForm';
import { DemoAccounts, type DemoAccount } from '@/components/auth/DemoAccounts';
import { SignInForm } from '@/components/auth/SignInForm';
import { isEmbedded } from '@/lib/server/db/config';
import { page } from '@/lib/server/pageProps';
import { demoAccounts } from '@/lib/server/services/people';
import { authError } from '@/lib/shared/authErrors';
import { safeCallbackUrl } from '@/lib/shared/callbackUrl';
import { ROLE_LABELS } from '@/lib/shared/schemas/people';
import { withMui } from '@/lib/client/withMui';

interface Props {
  callbackUrl: string;
  error: { title: string; text: string } | null;
  /** Embedded setup only: the demo accounts, and where sign-in links go. */
  demo: DemoAccount[] | null;
}

function SignIn({ callbackUrl, error, demo }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">Sign in to the VTrans staff area</Typography>
      <Typography>
        Staff of Virginia’s counties, cities, planning district commissions and MPOs sign in here to apply for
        GAP technical assistance (GAP-TA) and to send OIPI their spatial data (such as Urban Development Area
        boundaries). OIPI staff sign in to review applications and submissions, answer map comments, and edit
        the site’s content and library. There are no passwords: enter your work email address and we will
        email you a link that signs you in.
      </Typography>
      {error && (
        <Alert severity="warning" role="alert" title={error.title}>
          <strong>{error.title}.</strong> {error.text}
        </Alert>
      )}
      {demo && <DemoAccounts accounts={demo} />}
      <SignInForm callbackUrl={callbackUrl} />
      <Divider />
      <Typography variant="h2" id="request-access">
        No account yet? Ask for access
      </Typography>
      <Typography>
        Staff of a Virginia county or city, a planning district commission or an MPO can ask for access. An
        administrator checks each request and emails you when it is approved.
      </Typography>
      <AccessRequestForm />
    </Stack>
  );
}

export const getServerSideProps = page<Props>('/auth/signin', async (ctx) => {
  const code = ctx.query.error;
  const demo = isEmbedded()
    ? (await demoAccounts()).map((p) => ({
        email: p.email,
        roles: p.roles.map((r) => ROLE_LABELS[r]).join(', '),
        organization: p.organizationName,
      }))
    : null;
  return {
    props: {
      callbackUrl: safeCallbackUrl(ctx.query.callbackUrl),
      error: code ? authError(code) : null,
      demo,
    },
  };
});

export default withMui(SignIn);
