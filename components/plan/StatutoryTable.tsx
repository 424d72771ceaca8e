import { useState } from 'react';
import { DataTable } from '@/components/common/DataTable';
import { ExternalLink } from '@/components/common/ExternalLink';
import type { StatutoryRequirement } from '@/lib/shared/schemas/planRecords';
import text from '@/styles/type.module.css';
import css from './plan.module.css';

type Level = 'all' | StatutoryRequirement['level'];

const LEVELS: Array<[Level, string]> = [
  ['all', 'All'],
  ['federal', 'Federal'],
  ['state', 'Virginia'],
];

/** Federal and state provisions behind VTrans, each with its code section and a link to the text. */
export function StatutoryTable({ rows }: { rows: StatutoryRequirement[] }) {
  const [level, setLevel] = useState<Level>('all');
  const shown = rows.filter((r) => level === 'all' || r.level === level);
  return (
    <section aria-labelledby="provisions-heading" className={css.section}>
      <h2 id="provisions-heading" className={`${text.h2} ${css.gutter}`}>
        Provisions
      </h2>
      {/* One choice at a time, as toggle buttons (MUI's exclusive ToggleButtonGroup). */}
      <div role="group" aria-label="Show provisions" className={css.toggles}>
        {LEVELS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={css.toggle}
            aria-pressed={level === value}
            onClick={() => setLevel(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <DataTable
        caption="Statutory and regulatory provisions for Virginia's statewide transportation plan"
        headers={['Year', 'Provision', 'Requirement', 'What it says']}
      >
        {shown.map((r) => (
          <tr key={r.citation}>
            <td>{r.year}</td>
            <td>
              {r.url ? <ExternalLink href={r.url}>{r.citation}</ExternalLink> : r.citation}
              <p className={`${text.small} ${text.muted}`}>{r.title}</p>
            </td>
            <td>{r.isRequirement ? 'Yes' : 'No'}</td>
            <td>
              <p className={text.small}>{r.description}</p>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
