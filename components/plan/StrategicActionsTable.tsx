import { useMemo, useState } from 'react';
import { DataTable } from '@/components/common/DataTable';
import { SelectField } from '@/components/ui/Field';
import type { StrategicAction } from '@/lib/shared/schemas/planRecords';
import text from '@/styles/type.module.css';
import css from './plan.module.css';

const ALL = '';
const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The CTB's Strategic Actions, filterable by status and responsible agency (native selects). */
export function StrategicActionsTable({ actions }: { actions: StrategicAction[] }) {
  const [status, setStatus] = useState(ALL);
  const [entity, setEntity] = useState(ALL);
  const statuses = useMemo(() => distinct(actions.map((a) => a.status)), [actions]);
  const entities = useMemo(() => distinct(actions.map((a) => a.responsibleEntity)), [actions]);
  const shown = actions.filter(
    (a) => (!status || a.status === status) && (!entity || a.responsibleEntity === entity),
  );

  const filter = (label: string, value: string, options: string[], set: (v: string) => void) => (
    <SelectField size="small" label={label} value={value} onChange={set} className={css.filter}>
      <option value={ALL}>All</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </SelectField>
  );

  return (
    <section aria-labelledby="actions-heading" className={css.section}>
      <h2 id="actions-heading" className={`${text.h2} ${css.gutter}`}>
        The actions
      </h2>
      <div className={css.filters}>
        {filter('Status', status, statuses, setStatus)}
        {filter('Responsible agency', entity, entities, setEntity)}
      </div>
      <p role="status" className={`${text.body1} ${css.mb1}`}>
        Showing {shown.length} of {actions.length} actions
      </p>
      <DataTable
        caption="VTrans Strategic Actions adopted by the Commonwealth Transportation Board in December 2021"
        headers={['#', 'Action', 'Theme', 'Responsible agency', 'Status']}
      >
        {shown.map((a) => (
          <tr key={a.number}>
            <td>{a.number}</td>
            <td>
              <p className={css.strong}>
                {a.title}
                {a.illustrative && ' (illustrative summary)'}
              </p>
              <p className={text.small}>{a.description}</p>
              <p className={`${text.small} ${text.muted}`}>Intent: {a.intent}</p>
            </td>
            <td>{a.theme}</td>
            <td>{a.responsibleEntity}</td>
            <td>{a.status}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
