import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { virginiaDateTime } from '@/lib/shared/dates';
import { GAP_TA_APPLICATIONS } from '@/lib/shared/routes';
import type { Cycle } from '@/lib/shared/schemas/gapTaApplications';

export interface CycleState {
  open: Cycle | null;
  next: Cycle | null;
  last: Cycle | null;
}

/** Where the application cycle stands, on /gap-ta/application: open until when, or when the next opens. */
export function CyclePanel({ open, next, last }: CycleState) {
  return (
    <Box
      component="section"
      aria-labelledby="cycle-heading"
      sx={{ border: 1, borderColor: 'divider', p: 3, my: 3 }}
    >
      <Typography variant="panelTitle" id="cycle-heading">
        {open ? 'Applications are open' : 'Applications are closed'}
      </Typography>
      {open ? (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <Typography>
            <strong>{open.title}</strong>: apply until <strong>{virginiaDateTime(open.closesAt)}</strong>.{' '}
            {open.decisionsExpected}
          </Typography>
          {open.illustrative && (
            <Alert severity="info">
              This window is illustrative: its dates were set when this copy of the site was first started,
              not by OIPI.
            </Alert>
          )}
          <Typography>Components offered in this cycle:</Typography>
          <Box component="ol" sx={{ m: 0 }}>
            {open.components.map((c) => (
              <li key={c.number} value={c.number}>
                {c.title}
              </li>
            ))}
          </Box>
          <div>
            <Button component={NextLink} href={GAP_TA_APPLICATIONS} variant="contained">
              Start or continue an application
            </Button>
          </div>
          <Typography variant="small">
            You sign in with a link sent to your work email. If you have no account yet, ask for access on the
            sign-in page, naming your county or city; OIPI approves it.
          </Typography>
        </Stack>
      ) : (
        <Typography sx={{ mt: 1 }}>
          {next
            ? `The next cycle, ${next.title}, opens ${virginiaDateTime(next.opensAt)} and runs until ${virginiaDateTime(next.closesAt)}.`
            : 'The next cycle is expected to open in September, as in past years; the date is announced here and in VTrans Updates.'}
          {last ? ` The last cycle, ${last.title}, closed ${virginiaDateTime(last.closesAt)}.` : ''}
        </Typography>
      )}
    </Box>
  );
}
