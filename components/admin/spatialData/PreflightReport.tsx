import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Finding, FindingLevel } from '@/lib/shared/schemas/spatialData/rules';

const LEVEL: Record<FindingLevel, { label: string; colour: string }> = {
  error: { label: 'Fix', colour: 'error.main' },
  warning: { label: 'Check', colour: 'warning.dark' },
  info: { label: 'OK', colour: 'success.dark' },
};

/** Who reads the report: the submitter is told what to do; a reviewer reads what the submitter was told. */
export type ReportAudience = 'submitter' | 'reviewer';

const SUMMARY: Record<ReportAudience, [string, string]> = {
  submitter: [
    'Some findings must be fixed before this file can be submitted: correct the file and upload it again.',
    'Nothing blocks this file. Check the findings below, then submit it for review.',
  ],
  reviewer: [
    'The checks found problems that block this version: the submitter has to fix them and upload a new version.',
    'Nothing blocked this version when it was uploaded. The findings below are what the checks told the submitter.',
  ],
};

/** The pre-flight report: each finding with its level in words, what was found and what to do. */
export function PreflightReport({
  findings,
  blocking,
  audience,
}: {
  findings: Finding[];
  blocking: boolean;
  audience: ReportAudience;
}) {
  return (
    <Box component="section" aria-labelledby="preflight-heading">
      <Typography variant="cardTitle" component="h3" id="preflight-heading" sx={{ mb: 1 }}>
        Pre-flight report
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="preflight-summary">
        {SUMMARY[audience][blocking ? 0 : 1]}
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
                {audience === 'submitter' ? 'What to do' : 'Asked of the submitter'}: {f.action}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
