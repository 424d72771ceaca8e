import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

const PILLARS = [
  [
    'Vision',
    '/vision/our-vision',
    'Where Virginia wants its transportation system to go: “Good for Business, Good for Communities, Good to Go.”',
  ],
  [
    'Mid-term Needs & Priorities',
    '/mid-term-planning/mid-term-needs-and-priorities',
    'Where the network falls short over roughly the next ten years, and which locations come first.',
  ],
  [
    'Long-term Risk & Opportunity Register',
    '/long-term-planning/long-term-risk-register',
    'Four megatrends and ten macrotrends that could reshape travel over the next 20 years and beyond.',
  ],
  [
    'Strategic Actions',
    '/vision/strategic-actions',
    'Sixteen steps adopted by the Board in 2021 that state agencies carry into their business plans.',
  ],
] as const;

const GAP_COMPONENTS = [
  'Planning in Urban Development Areas and other growth areas',
  'Strategies for emerging planning issues',
  'An accessibility planning process',
  'Multimodal planning outside urbanized areas',
];

/** A titled home-page section. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Typography variant="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The plan's four focus areas, each linking to its page. */
export function Pillars() {
  return (
    <HomeSection id="pillars" title="Four focus areas">
      <Grid container spacing={2}>
        {PILLARS.map(([title, href, text]) => (
          <Grid key={href} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={NextLink}
                href={href}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Typography variant="h3" component="h3" gutterBottom sx={{ color: 'primary.main' }}>
                    {title}
                  </Typography>
                  <Typography variant="body2">{text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </HomeSection>
  );
}

/** The GAP-TA program block: what it offers and its four components. */
export function GapTaBlock() {
  return (
    <HomeSection id="gap-ta" title="GAP Technical Assistance for localities">
      <Typography sx={{ maxWidth: 900, mb: 1 }}>
        Since fiscal year 2021, OIPI has offered Virginia&apos;s cities, counties and towns hands-on,
        data-driven planning help rather than grants. Applications open each September and close at the end of
        October. Help is available in four areas:
      </Typography>
      <Box component="ol" sx={{ maxWidth: 900, mb: 2 }}>
        {GAP_COMPONENTS.map((c) => (
          <Typography component="li" key={c}>
            {c}
          </Typography>
        ))}
      </Box>
      <Link component={NextLink} href="/about/gap-ta" sx={{ mr: 3, fontWeight: 700 }}>
        About GAP-TA
      </Link>
      <Link component={NextLink} href="/gap-ta/application" sx={{ fontWeight: 700 }}>
        How to apply
      </Link>
    </HomeSection>
  );
}
