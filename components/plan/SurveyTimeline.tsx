import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usDateToIso } from '@/lib/shared/dates';
import type { SurveyMilestone } from '@/lib/shared/schemas/planRecords';

/** The survey's milestones as an ordered timeline. */
export function SurveyTimeline({ milestones }: { milestones: SurveyMilestone[] }) {
  return (
    <Box component="section" aria-labelledby="timeline-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="timeline-heading" gutterBottom>
        Survey timeline
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 4, borderColor: 'secondary.main', maxWidth: 900 }}
      >
        {milestones.map((m) => (
          <Box component="li" key={m.title} sx={{ pl: 3, pb: 3, position: 'relative' }}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              <time dateTime={usDateToIso(m.date)}>{m.date}</time> · {m.title}
            </Typography>
            <Typography variant="body2">{m.description}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
