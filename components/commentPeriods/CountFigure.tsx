import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/Skeleton';
import table from '@/components/ui/table.module.css';
import { figuresChartHeight } from '@/components/charts/KeyFiguresChart';
import { WhenVisible } from '@/components/charts/WhenVisible';
import charts from '@/components/charts/charts.module.css';

// The site's accessible bar chart (components/charts, as the risk register draws its key figures): recharts in the
// browser only, once in view; the table below is the server's and holds every figure as text.
const KeyFigureBars = dynamic(() => import('@/components/charts/KeyFigureBars'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" />,
});

interface Props {
  caption: string;
  head: string;
  countHead: string;
  rows: Array<{ label: string; count: number }>;
  /** Draw the bars above the table (the answers to a choice question). */
  chart?: boolean;
}

/** Counts as a table with its caption, and for a choice question a bar chart above it. */
export function CountFigure({ caption, head, countHead, rows, chart = false }: Props) {
  const height = figuresChartHeight(rows.length);
  return (
    <figure>
      {chart && rows.length > 0 && (
        <div className={charts.figuresChart} style={{ height }} aria-hidden="true">
          <WhenVisible placeholder={<Skeleton variant="rectangular" />}>
            <KeyFigureBars
              bars={rows.map((r) => ({ label: r.label, range: [0, r.count], text: String(r.count) }))}
              unit=""
              height={height}
              title={caption}
            />
          </WhenVisible>
        </div>
      )}
      <div className={table.scroll}>
        <table className={`${table.table} ${table.captionTop}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{head}</th>
              <th scope="col">{countHead}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
