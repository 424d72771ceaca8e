import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { HomeHighlights } from '@/components/content/HomeHighlights';
import { page } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import type { ByTheNumbers } from '@/lib/shared/schemas/content';
import type { Update } from '@/lib/shared/schemas/updates';

interface Props {
  updates: Update[];
  numbers: ByTheNumbers[];
}

const PILLARS = [
  [
    'Vision',
    'The long-range goals for Virginia’s transportation system, summed up as “Good for Business, Good for Communities, Good to Go.”',
  ],
  [
    'Mid-term Needs & Priorities',
    'Where the network falls short over roughly the next ten years, and which locations come first.',
  ],
  [
    'Long-term Risk & Opportunity Register',
    'Trends that could reshape travel over 20 years and more, tracked every year.',
  ],
  ['Strategic Actions', 'Concrete steps that state agencies take into their business plans.'],
] as const;

export default function Home({ updates, numbers }: Props) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        VTrans: Virginia&apos;s Transportation Plan
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: 900 }}>
        VTrans is the Commonwealth&apos;s statewide, multimodal, long-range transportation plan. The Office of
        Intermodal Planning and Investment prepares it for the Commonwealth Transportation Board, and it
        covers highways, transit, passenger and freight rail, walking and bicycling.
      </Typography>
      <Typography variant="h2" gutterBottom>
        Four focus areas
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {PILLARS.map(([title, text]) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" gutterBottom>
                  {title}
                </Typography>
                <Typography variant="body2">{text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <HomeHighlights updates={updates} numbers={numbers} />
    </>
  );
}

export const getServerSideProps = page<Props>('/', async () => {
  const [updates, numbers] = await Promise.all([content.listUpdates(), content.listByTheNumbers()]);
  return { props: { updates: updates.slice(0, 3), numbers: numbers.slice(0, 6) } };
});
