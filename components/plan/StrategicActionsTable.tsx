import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/common/DataTable';
import type { StrategicAction } from '@/lib/shared/schemas/planRecords';

const ALL = '';
const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The CTB's Strategic Actions, filterable by status and responsible agency. */
export function StrategicActionsTable({ actions }: { actions: StrategicAction[] }) {
  const [status, setStatus] = useState(ALL);
  const [entity, setEntity] = useState(ALL);
  const statuses = useMemo(() => distinct(actions.map((a) => a.status)), [actions]);
  const entities = useMemo(() => distinct(actions.map((a) => a.responsibleEntity)), [actions]);
  const shown = actions.filter(
    (a) => (!status || a.status === status) && (!entity || a.responsibleEntity === entity),
  );

  const filter = (id: string, label: string, value: string, options: string[], set: (v: string) => void) => (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(e) => set(e.target.value)}>
        <MenuItem value={ALL}>All</MenuItem>
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );

  return (
    <Box component="section" aria-labelledby="actions-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="actions-heading" gutterBottom>
        The actions
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {filter('action-status', 'Status', status, statuses, setStatus)}
        {filter('action-entity', 'Responsible agency', entity, entities, setEntity)}
      </Box>
      <Typography role="status" sx={{ mb: 1 }}>
        Showing {shown.length} of {actions.length} actions
      </Typography>
      <DataTable
        caption="VTrans Strategic Actions adopted by the Commonwealth Transportation Board in December 2021"
        headers={['#', 'Action', 'Theme', 'Responsible agency', 'Status']}
      >
        {shown.map((a) => (
          <TableRow key={a.number}>
            <TableCell>{a.number}</TableCell>
            <TableCell>
              <Typography component="p" sx={{ fontWeight: 700, fontSize: 'inherit' }}>
                {a.title}
                {a.illustrative && ' (illustrative summary)'}
              </Typography>
              <Typography variant="body2">{a.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                Intent: {a.intent}
              </Typography>
            </TableCell>
            <TableCell>{a.theme}</TableCell>
            <TableCell>{a.responsibleEntity}</TableCell>
            <TableCell>{a.status}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </Box>
  );
}
