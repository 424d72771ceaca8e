import { useTranslations } from 'use-intl';
import table from '@/components/ui/table.module.css';
import { OTHER_ZIPS, type DemographicsSummary } from '@/lib/shared/schemas/commentPeriods/rules';
import text from '@/styles/type.module.css';

interface Props {
  demographics: DemographicsSummary;
  /** The heading's level: h2 on "What we heard", h3 in the staff view. */
  level?: 2 | 3;
}

/**
 * The voluntary demographics as counts, one table per question: a count under 5 reads "fewer than 5", ZIP codes
 * under 5 are one unnamed row, and no total is given (the service's rule, said in the note above the tables).
 */
export function DemographicsTables({ demographics, level = 2 }: Props) {
  const t = useTranslations('periods.demographics');
  const Heading = level === 2 ? 'h2' : 'h3';
  const groups = [
    { caption: t('byAge'), rows: demographics.ageBand, label: (v: string) => t(`ageBands.${v}`) },
    {
      caption: t('byZip'),
      rows: demographics.zip,
      label: (v: string) => (v === OTHER_ZIPS ? t('otherZips') : v),
    },
    {
      caption: t('byHomeLanguage'),
      rows: demographics.homeLanguage,
      label: (v: string) => t(`languages.${v}`),
    },
    {
      caption: t('byDisability'),
      rows: demographics.disability,
      label: (v: string) => t(`disabilityAnswers.${v}`),
    },
  ];
  const any = groups.some((g) => g.rows.length > 0);
  return (
    <section aria-labelledby="demographics-report">
      <Heading id="demographics-report" className={level === 2 ? text.h2 : text.h3}>
        {t('reportHeading')}
      </Heading>
      <p className={text.body1}>{t('reportNote')}</p>
      {!any && <p className={text.body1}>{t('noneGiven')}</p>}
      {groups
        .filter((g) => g.rows.length > 0)
        .map((g) => (
          <div key={g.caption} className={table.scroll}>
            <table className={`${table.table} ${table.captionTop}`}>
              <caption>{g.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('answerCol')}</th>
                  <th scope="col">{t('peopleCol')}</th>
                </tr>
              </thead>
              <tbody>
                {g.rows.map((r) => (
                  <tr key={r.value}>
                    <th scope="row">{g.label(r.value)}</th>
                    <td>{r.count === null ? t('fewer') : r.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}
