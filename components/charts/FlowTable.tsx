import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FlowDatum } from './FlowBarChart';
import { formatNumber } from './format';

interface Props {
  caption: string;
  /** Header of the name column, e.g. "Commodity". */
  nameHeader: string;
  rows: FlowDatum[];
  unit: string;
  total: number;
}

const share = (value: number, total: number) => (total > 0 ? `${((value / total) * 100).toFixed(1)}%` : '—');

/** The text alternative of a flow chart: every row with its value, share and the total. */
export function FlowTable({ caption, nameHeader, rows, unit, total }: Props) {
  return (
    <Table size="small" sx={{ captionSide: 'top', '& caption': { color: 'text.primary', px: 0 } }}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{nameHeader}</TableCell>
          <TableCell align="right">Value ({unit})</TableCell>
          <TableCell align="right">Share</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.name}>
            <TableCell component="th" scope="row">
              {r.name}
            </TableCell>
            <TableCell align="right">{formatNumber(r.value)}</TableCell>
            <TableCell align="right">{share(r.value, total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" sx={{ color: 'text.primary', fontWeight: 700 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ color: 'text.primary', fontWeight: 700 }}>
            {formatNumber(total)}
          </TableCell>
          <TableCell align="right" sx={{ color: 'text.primary', fontWeight: 700 }}>
            {total > 0 ? '100%' : '—'}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
