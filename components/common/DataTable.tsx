import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

interface Props {
  caption: string;
  /** Column headers: plain labels, or cells the caller builds (e.g. with sort controls). */
  headers: ReactNode[];
  children: ReactNode;
}

/** A captioned, horizontally scrollable data table with proper column headers. */
export function DataTable({ caption, headers, children }: Props) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {headers.map((h, i) =>
              typeof h === 'string' ? (
                <TableCell key={h} component="th" scope="col" sx={{ fontWeight: 700 }}>
                  {h}
                </TableCell>
              ) : (
                <TableCell key={i} component="th" scope="col" sx={{ fontWeight: 700 }}>
                  {h}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
