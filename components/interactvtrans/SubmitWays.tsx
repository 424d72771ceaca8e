import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';

const WAYS = [
  {
    id: 'submit-comments',
    title: 'Comment on the plan and its maps',
    who: 'For everyone: residents, businesses, advocates and agencies. No account is needed.',
    how: 'Find the place or layer in the MapExplorer and tell us what you see, or what is missing, through the contact form: name the layer and the place (a link from “Share this view” shows us exactly what you looked at). Comments placed directly on the map are being added to the MapExplorer.',
    next: 'The VTrans team reads every message, answers by email when you leave an address, and takes what you tell us into the next update of the needs and the plan.',
    actions: [
      { href: '/interactvtrans/map-explorer', label: 'Open the MapExplorer' },
      { href: '/get-involved/contact-us', label: 'Send a comment' },
    ],
  },
  {
    id: 'submit-spatial-data',
    title: 'Submit spatial data for your locality',
    who: 'For local-government staff (counties, cities, towns, planning district commissions and MPOs) with a VTrans account tied to their organisation.',
    how: 'Sign in with the emailed link (no password) and open Spatial Data Intake: it shows the organisation you submit for and where each of your submissions stands in review. Uploading new files from that page is the next step of the intake workflow and is not open yet; until then, send files to the VTrans team through the contact page. If you have no account, ask for access from the sign-in page: an administrator approves the request.',
    next: 'OIPI reviewers check each submission on the Spatial Data Review page and set its status, which you follow in your own listing. Accepted data is added to the MapExplorer layers at the next data update.',
    actions: [
      { href: '/admin/spatial-data/intake', label: 'Go to Spatial Data Intake (sign-in)' },
      { href: '/auth/signin', label: 'Sign in or ask for access' },
    ],
  },
];

/** The two ways to send something in: comments for everyone, spatial data for localities through the sign-in. */
export function SubmitWays() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {WAYS.map((w) => (
        <Paper key={w.id} component="section" aria-labelledby={w.id} variant="outlined" sx={{ p: 3 }}>
          <Typography id={w.id} variant="h2" sx={{ fontSize: 24 }} gutterBottom>
            {w.title}
          </Typography>
          <Typography variant="h3" sx={{ fontSize: 18 }}>
            Who it is for
          </Typography>
          <Typography sx={{ mb: 2 }}>{w.who}</Typography>
          <Typography variant="h3" sx={{ fontSize: 18 }}>
            How
          </Typography>
          <Typography sx={{ mb: 2 }}>{w.how}</Typography>
          <Typography variant="h3" sx={{ fontSize: 18 }}>
            What happens next
          </Typography>
          <Typography sx={{ mb: 2 }}>{w.next}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {w.actions.map((a, i) => (
              <Button
                key={a.href}
                component={NextLink}
                href={a.href}
                variant={i === 0 ? 'contained' : 'outlined'}
              >
                {a.label}
              </Button>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
