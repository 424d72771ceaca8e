import NextLink from 'next/link';
import { useState } from 'react';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import { studyPath } from '@/lib/shared/routes';
import { SelectField } from '@/components/ui/Field';
import text from '@/styles/type.module.css';
import css from './gapTa.module.css';

const STATUS = { completed: 'Completed', underway: 'Underway', starting: 'Starting' } as const;

/** GAP-TA studies by fiscal year (newest first by default), each linking to its study page. */
export function GapStudiesList({ studies }: { studies: GapTaStudy[] }) {
  const years = [...new Set(studies.map((s) => s.fiscalYear))].sort((a, b) => b - a);
  const [year, setYear] = useState<number | 'all'>('all');
  const shown = studies.filter((s) => year === 'all' || s.fiscalYear === year);
  return (
    <section aria-labelledby="studies-heading" className={css.section}>
      <h2 id="studies-heading" className={`${text.h2} ${css.gutter}`}>
        Studies
      </h2>
      <p className={`${text.small} ${css.note}`}>
        The official award list was not available to this site, so these study records are illustrative: the
        localities and program components are real, the study details are examples.
      </p>
      <SelectField
        size="small"
        label="Fiscal year"
        value={String(year)}
        onChange={(v) => setYear(v === 'all' ? 'all' : Number(v))}
        className={css.year}
      >
        <option value="all">All years</option>
        {years.map((y) => (
          <option key={y} value={y}>
            FY{y}
          </option>
        ))}
      </SelectField>
      <p role="status" className={`${text.body1} ${css.count}`}>
        {shown.length} of {studies.length} studies
      </p>
      <ul className={css.studies}>
        {shown.map((s) => (
          <li key={s.gapId} className={css.study}>
            <NextLink href={studyPath(s.gapId)} className={css.strong}>
              {s.title}
            </NextLink>
            <p className={text.small}>
              {s.locality} · FY{s.fiscalYear} · Component {s.component} · {STATUS[s.status]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
