import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import type { StatutoryRequirement } from '@/lib/shared/schemas/content';

type Level = 'all' | StatutoryRequirement['level'];

/** Federal and state provisions behind VTrans, each with its code section and a link to the text. */
export function StatutoryTable({ rows }: { rows: StatutoryRequirement[] }) {
  const [level, setLevel] = useState<Level>('all');
  const shown = rows.filter((r) => level === 'all' || r.level === level);
  return (
    <Box component="section" aria-labelledby="provisions-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="provisions-heading" gutterBottom>
        Provisions
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={level}
        onChange={(_e, v: Level | null) => v && setLevel(v)}
        aria-label="Show provisions"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="federal">Federal</ToggleButton>
        <ToggleButton value="state">Virginia</ToggleButton>
      </ToggleButtonGroup>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption>
            Statutory and regulatory provisions for Virginia&apos;s statewide transportation plan
          </caption>
          <TableHead>
            <TableRow>
              {['Year', 'Provision', 'Requirement', 'What it says'].map((h) => (
                <TableCell key={h} component="th" scope="col" sx={{ fontWeight: 700 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.citation}>
                <TableCell>{r.year}</TableCell>
                <TableCell>
                  {r.url ? (
                    <Link href={r.url} target="_blank" rel="noopener noreferrer">
                      {r.citation}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        (opens in a new tab)
                      </Box>
                    </Link>
                  ) : (
                    r.citation
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {r.title}
                  </Typography>
                </TableCell>
                <TableCell>{r.isRequirement ? 'Yes' : 'No'}</TableCell>
                <TableCell>
                  <Typography variant="body2">{r.description}</Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
