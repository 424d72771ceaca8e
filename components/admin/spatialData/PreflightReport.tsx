import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Finding, FindingLevel } from '@/lib/shared/spatialData';

const LEVEL: Record<FindingLevel, { label: string; colour: string }> = {
  error: { label: 'Fix', colour: 'error.main' },
  warning: { label: 'Check', colour: 'warning.dark' },
  info: { label: 'OK', colour: 'success.dark' },
};

/** The pre-flight report: each finding with its level in words, what was found and what to do. */
export function PreflightReport({ findings, blocking }: { findings: Finding[]; blocking: boolean }) {
  return (
    <Box component="section" aria-labelledby="preflight-heading">
      <Typography variant="cardTitle" component="h3" id="preflight-heading" sx={{ mb: 1 }}>
        Pre-flight report
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="preflight-summary">
        {blocking
          ? 'Some findings must be fixed before this file can be submitted: correct the file and upload it again.'
          : 'Nothing blocks this file. Check the findings below, then submit it for review.'}
      </Typography>
      <List dense disablePadding data-testid="preflight-report">
        {findings.map((f, i) => (
          <ListItem key={i} disableGutters sx={{ display: 'block', py: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 700, color: LEVEL[f.level].colour, mr: 1 }}>
              {LEVEL[f.level].label}:
            </Typography>
            <Typography component="span">{f.message}</Typography>
            {f.action && (
              <Typography component="span" sx={{ display: 'block', pl: 2 }}>
                What to do: {f.action}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
