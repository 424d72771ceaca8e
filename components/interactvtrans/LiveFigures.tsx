import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import type { Statistic } from '@/lib/shared/schemas/interactvtrans';

/** InteractVTrans figures as a grid of cards (the live counts and the published figures, from the statistics API). */
export function LiveFigures({ stats, headingId }: { stats: Statistic[]; headingId: string }) {
  return (
    <Box
      component="ul"
      aria-labelledby={headingId}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {stats.map((s) => (
        <Paper component="li" key={s.key} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="figure" component="p">
            {s.value}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{s.label}</Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {s.description}
          </Typography>
          {s.illustrative && (
            <Box sx={{ mt: 1 }}>
              <IllustrativeChip label="Includes illustrative data" />
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
