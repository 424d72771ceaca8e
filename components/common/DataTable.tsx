import type { ReactNode } from 'react';
import table from '@/components/ui/table.module.css';

interface Props {
  caption: string;
  /** Column headers: plain labels, or cells the caller builds (e.g. with sort controls). */
  headers: ReactNode[];
  children: ReactNode;
}

/** A captioned, horizontally scrollable data table with proper column headers (rows: plain <tr>). */
export function DataTable({ caption, headers, children }: Props) {
  return (
    <div className={table.scroll}>
      <table className={`${table.table} ${table.boldHead}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th key={typeof h === 'string' ? h : i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
