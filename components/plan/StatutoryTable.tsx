import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable } from '@/components/common/DataTable';
import { ExternalLink } from '@/components/common/ExternalLink';
import type { StatutoryRequirement } from '@/lib/shared/schemas/planRecords';

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
      <DataTable
        caption="Statutory and regulatory provisions for Virginia's statewide transportation plan"
        headers={['Year', 'Provision', 'Requirement', 'What it says']}
      >
        {shown.map((r) => (
          <TableRow key={r.citation}>
            <TableCell>{r.year}</TableCell>
            <TableCell>
              {r.url ? <ExternalLink href={r.url}>{r.citation}</ExternalLink> : r.citation}
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
      </DataTable>
    </Box>
  );
}
