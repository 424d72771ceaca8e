import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';

type SortKey = 'macrotrendNumber' | 'macrotrend' | 'megatrend';
const COLUMNS: Array<[SortKey, string]> = [
  ['macrotrendNumber', '#'],
  ['macrotrend', 'Macrotrend'],
  ['megatrend', 'Megatrend'],
];

/** The long-term risk & opportunity register: filter by megatrend, sort by number, macrotrend or megatrend. */
export function RiskRegisterTable({ items }: { items: RiskRegisterItem[] }) {
  const [megatrend, setMegatrend] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'macrotrendNumber', asc: true });
  const megatrends = [...new Map(items.map((i) => [i.megatrend, i.megatrendNumber])).entries()].sort(
    (a, b) => a[1] - b[1],
  );
  const shown = items
    .filter((i) => !megatrend || i.megatrend === megatrend)
    .sort((a, b) => {
      const [x, y] = [a[sort.key], b[sort.key]];
      const order = typeof x === 'number' ? x - (y as number) : String(x).localeCompare(String(y));
      return sort.asc ? order : -order;
    });

  return (
    <Box component="section" aria-labelledby="register-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="register-heading" gutterBottom>
        The register
      </Typography>
      <Box
        role="group"
        aria-label="Filter by megatrend"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <Chip
          label="All megatrends"
          color={megatrend ? 'default' : 'primary'}
          onClick={() => setMegatrend(null)}
          aria-pressed={!megatrend}
        />
        {megatrends.map(([name]) => (
          <Chip
            key={name}
            label={name}
            color={megatrend === name ? 'primary' : 'default'}
            onClick={() => setMegatrend(name)}
            aria-pressed={megatrend === name}
          />
        ))}
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption>
            Macrotrends tracked in the VTrans Long-term Risk and Opportunity Register (forecast year 2045)
          </caption>
          <TableHead>
            <TableRow>
              {COLUMNS.map(([key, label]) => (
                <TableCell
                  key={key}
                  component="th"
                  scope="col"
                  sortDirection={sort.key === key ? (sort.asc ? 'asc' : 'desc') : false}
                >
                  <TableSortLabel
                    active={sort.key === key}
                    direction={sort.key === key && !sort.asc ? 'desc' : 'asc'}
                    onClick={() => setSort((s) => ({ key, asc: s.key === key ? !s.asc : true }))}
                  >
                    {label}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell component="th" scope="col">
                Drivers
              </TableCell>
              <TableCell component="th" scope="col">
                Key figures
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((i) => (
              <TableRow key={i.macrotrendNumber}>
                <TableCell>{i.macrotrendNumber}</TableCell>
                <TableCell>
                  <Typography component="p" sx={{ fontWeight: 700, fontSize: 'inherit' }}>
                    {i.macrotrend}
                  </Typography>
                  <Typography variant="body2">{i.summary}</Typography>
                </TableCell>
                <TableCell>
                  <Link component={NextLink} href={i.page}>
                    {i.megatrendNumber}. {i.megatrend}
                  </Link>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{i.drivers}</Typography>
                </TableCell>
                <TableCell>
                  {i.keyFigures.length === 0 ? (
                    <Typography variant="body2">
                      See the technical guide for this macrotrend’s figures.
                    </Typography>
                  ) : (
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                      {i.keyFigures.map((f) => (
                        <Typography component="li" variant="body2" key={f.label}>
                          {f.label}: <strong>{f.value}</strong>
                        </Typography>
                      ))}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
