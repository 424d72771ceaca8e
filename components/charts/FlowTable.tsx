import table from '@/components/ui/table.module.css';
import type { FlowDatum } from './FlowBarChart';
import { formatNumber } from './format';
import css from './charts.module.css';

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
    <table className={`${table.table} ${table.captionTop} ${css.flowTable}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className={table.num}>
            Value ({unit})
          </th>
          <th scope="col" className={table.num}>
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td className={table.num}>{formatNumber(r.value)}</td>
            <td className={table.num}>{share(r.value, total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className={table.num}>{formatNumber(total)}</td>
          <td className={table.num}>{total > 0 ? '100%' : '—'}</td>
        </tr>
      </tfoot>
    </table>
  );
}
