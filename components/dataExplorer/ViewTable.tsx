import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '@/components/common/DataTable';
import { formatCell } from '@/lib/shared/dataExplorer';
import type { DataTableModel } from '@/lib/shared/schemas/dataExplorer';

/** One Data Explorer table, rendered on the server: headers carry the units, numbers align right. */
export function ViewTable({ table }: { table: DataTableModel }) {
  const headers = table.columns.map((c) => (c.unit ? `${c.label} (${c.unit})` : c.label));
  return (
    <DataTable caption={table.caption} headers={headers}>
      {table.rows.length === 0 && (
        <TableRow>
          <TableCell colSpan={table.columns.length}>Nothing here for these choices.</TableCell>
        </TableRow>
      )}
      {table.rows.map((r, i) => (
        <TableRow key={i}>
          {table.columns.map((c, j) =>
            j === 0 ? (
              <TableCell key={c.key} component="th" scope="row">
                {formatCell(r[c.key] ?? null, c.numeric)}
              </TableCell>
            ) : (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                {formatCell(r[c.key] ?? null, c.numeric)}
              </TableCell>
            ),
          )}
        </TableRow>
      ))}
    </DataTable>
  );
}
