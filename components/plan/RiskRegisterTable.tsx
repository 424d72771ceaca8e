import NextLink from 'next/link';
import { useState } from 'react';
import { ToggleChip } from '@/components/ui/Chip';
import { Icon } from '@/components/ui/Icon';
import table from '@/components/ui/table.module.css';
import type { RiskRegisterItem } from '@/lib/shared/schemas/planRecords';
import text from '@/styles/type.module.css';
import css from './plan.module.css';

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
    <section aria-labelledby="register-heading" className={css.section}>
      <h2 id="register-heading" className={`${text.h2} ${css.gutter}`}>
        The register
      </h2>
      <div role="group" aria-label="Filter by megatrend" className={css.chips}>
        <ToggleChip pressed={!megatrend} onClick={() => setMegatrend(null)}>
          All megatrends
        </ToggleChip>
        {megatrends.map(([name]) => (
          <ToggleChip key={name} pressed={megatrend === name} onClick={() => setMegatrend(name)}>
            {name}
          </ToggleChip>
        ))}
      </div>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption>
            Macrotrends tracked in the VTrans Long-term Risk and Opportunity Register (forecast year 2045)
          </caption>
          <thead>
            <tr>
              {COLUMNS.map(([key, label]) => {
                const active = sort.key === key;
                return (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={active ? (sort.asc ? 'ascending' : 'descending') : undefined}
                  >
                    <button
                      type="button"
                      className={`${css.sort} ${active ? css.sortActive : ''}`}
                      onClick={() => setSort((s) => ({ key, asc: s.key === key ? !s.asc : true }))}
                    >
                      {label}
                      <Icon
                        name="arrowDownward"
                        className={`${css.sortIcon} ${active && sort.asc ? css.sortAsc : ''}`}
                      />
                    </button>
                  </th>
                );
              })}
              <th scope="col">Drivers</th>
              <th scope="col">Key figures</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((i) => (
              <tr key={i.macrotrendNumber}>
                <td>{i.macrotrendNumber}</td>
                <td>
                  <p className={css.strong}>{i.macrotrend}</p>
                  <p className={text.small}>{i.summary}</p>
                </td>
                <td>
                  <NextLink href={i.page}>
                    {i.megatrendNumber}. {i.megatrend}
                  </NextLink>
                </td>
                <td>
                  <p className={text.small}>{i.drivers}</p>
                </td>
                <td>
                  {i.keyFigures.length === 0 ? (
                    <p className={text.small}>See the technical guide for this macrotrend’s figures.</p>
                  ) : (
                    <ul className={css.figures}>
                      {i.keyFigures.map((f) => (
                        <li key={f.label} className={text.small}>
                          {f.label}: <strong>{f.value}</strong>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
