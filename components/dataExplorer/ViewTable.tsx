import { DataTable } from '@/components/common/DataTable';
import tableCss from '@/components/ui/table.module.css';
import { formatCell } from '@/lib/shared/schemas/dataExplorer/rules';
import type { DataTableModel } from '@/lib/shared/schemas/dataExplorer';

/** One Data Explorer table, rendered on the server: headers carry the units, numbers align right. */
export function ViewTable({ table }: { table: DataTableModel }) {
  const headers = table.columns.map((c) => (c.unit ? `${c.label} (${c.unit})` : c.label));
  return (
    <DataTable caption={table.caption} headers={headers}>
      {table.rows.length === 0 && (
        <tr>
          <td colSpan={table.columns.length}>Nothing here for these choices.</td>
        </tr>
      )}
      {table.rows.map((r, i) => (
        <tr key={i}>
          {table.columns.map((c, j) =>
            j === 0 ? (
              <th key={c.key} scope="row">
                {formatCell(r[c.key] ?? null, c.numeric)}
              </th>
            ) : (
              <td key={c.key} className={c.numeric ? tableCss.num : undefined}>
                {formatCell(r[c.key] ?? null, c.numeric)}
              </td>
            ),
          )}
        </tr>
      ))}
    </DataTable>
  );
}
