import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { usDateToIso } from '@/lib/shared/dates';
import type { ByTheNumbers, DidYouKnow, WhatsNewItem } from '@/lib/shared/schemas/highlights';
import type { Update } from '@/lib/shared/schemas/updates';
import { HomeSection } from './HomeSections';
import { updatePath } from '@/lib/shared/routes';

interface Props {
  updates: Update[];
  numbers: ByTheNumbers[];
  facts: DidYouKnow[];
  whatsNew: WhatsNewItem[];
}

const dated = (date: string, title: string, href: string | null) => (
  <Typography component="p" sx={{ fontWeight: 700 }}>
    <time dateTime={usDateToIso(date)}>{date}</time> ·{' '}
    {href ? (
      <Link component={NextLink} href={href}>
        {title}
      </Link>
    ) : (
      title
    )}
  </Typography>
);

/** The home page's data-backed sections: updates, what's new, by the numbers, did you know. */
export function HomeHighlights({ updates, numbers, facts, whatsNew }: Props) {
  return (
    <>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <HomeSection id="latest-updates" title="Latest updates">
            <Box component="ul" sx={{ pl: 2 }}>
              {updates.map((u) => (
                <li key={u.Key}>
                  {dated(u.Date, u.Title, updatePath(u.Key))}
                  <Typography variant="body2" sx={{ mb: 1.5 }}>
                    {u.Intro}
                  </Typography>
                </li>
              ))}
            </Box>
            <Link component={NextLink} href="/get-involved/program-updates">
              All updates
            </Link>
          </HomeSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HomeSection id="whats-new" title="What's new on the site">
            <Box component="ul" sx={{ pl: 2 }}>
              {whatsNew.map((w) => (
                <li key={w.title}>
                  {dated(w.date, w.title, w.href)}
                  <Typography variant="body2" sx={{ mb: 1.5 }}>
                    {w.description}
                  </Typography>
                </li>
              ))}
            </Box>
          </HomeSection>
        </Grid>
      </Grid>
      <HomeSection id="by-the-numbers" title="VTrans by the numbers">
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {numbers.map((n) => (
            <Grid
              key={n.label}
              size={{ xs: 6, sm: 4, md: 2 }}
              sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
            >
              <Typography component="dt" variant="body2">
                {n.label}
                {n.contextSource ? ' (outside source)' : ''}
              </Typography>
              <Typography component="dd" variant="figure" sx={{ m: 0, color: 'primary.main' }}>
                {n.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </HomeSection>
      <HomeSection id="did-you-know" title="Did you know?">
        <Box component="ul" sx={{ pl: 2, maxWidth: 900 }}>
          {facts.map((f) => (
            <Typography component="li" key={f.fact} sx={{ mb: 1 }}>
              {f.fact}
              {f.source && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  (Source: {f.source})
                </Typography>
              )}
            </Typography>
          ))}
        </Box>
      </HomeSection>
    </>
  );
}
