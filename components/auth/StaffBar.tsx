import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffAccount } from '@/lib/shared/schemas/people';
import { SignOutButton } from './SignOutButton';

/**
 * Above every page that needs a session (the staff area): who is signed in, for which organisation, and a
 * visible Sign out (issue 24 §5).
 */
export function StaffBar({ account }: { account: StaffAccount }) {
  return (
    <Stack
      component="section"
      aria-label="Your account"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', mb: 2 }}
      data-testid="staff-bar"
    >
      <Typography>
        Signed in as <strong>{account.email}</strong>
        {account.organization ? ` (${account.organization})` : ' (OIPI)'}
      </Typography>
      <SignOutButton variant="outlined" />
    </Stack>
  );
}
