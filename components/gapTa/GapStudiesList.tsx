import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import { studyPath } from '@/lib/shared/routes';

const STATUS = { completed: 'Completed', underway: 'Underway', starting: 'Starting' } as const;

/** GAP-TA studies by fiscal year (newest first by default), each linking to its study page. */
export function GapStudiesList({ studies }: { studies: GapTaStudy[] }) {
  const years = [...new Set(studies.map((s) => s.fiscalYear))].sort((a, b) => b - a);
  const [year, setYear] = useState<number | 'all'>('all');
  const shown = studies.filter((s) => year === 'all' || s.fiscalYear === year);
  return (
    <Box component="section" aria-labelledby="studies-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="studies-heading" gutterBottom>
        Studies
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: 900 }}>
        The official award list was not available to this site, so these study records are illustrative: the
        localities and program components are real, the study details are examples.
      </Typography>
      <TextField
        select
        size="small"
        label="Fiscal year"
        value={year}
        onChange={(e) => setYear(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        sx={{ minWidth: 180, mb: 2 }}
      >
        <MenuItem value="all">All years</MenuItem>
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            FY{y}
          </MenuItem>
        ))}
      </TextField>
      <Typography role="status" sx={{ mb: 1 }}>
        {shown.length} of {studies.length} studies
      </Typography>
      <Box component="ul" sx={{ pl: 2, maxWidth: 900 }}>
        {shown.map((s) => (
          <Box component="li" key={s.gapId} sx={{ mb: 1.5 }}>
            <Link component={NextLink} href={studyPath(s.gapId)} sx={{ fontWeight: 700 }}>
              {s.title}
            </Link>
            <Typography variant="body2">
              {s.locality} · FY{s.fiscalYear} · Component {s.component} · {STATUS[s.status]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
