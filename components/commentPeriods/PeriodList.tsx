import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import {
  COMMENT_PERIODS_FEED,
  periodPath,
  reportPath,
  type PeriodState,
} from '@/lib/shared/schemas/commentPeriods/rules';
import text from '@/styles/type.module.css';
import css from './periods.module.css';
import { useVirginiaTime } from './useVirginiaTime';

export interface PeriodSummary {
  slug: string;
  title: string;
  summary: string;
  opensAt: string;
  closesAt: string;
  state: PeriodState;
  reportPublishedAt: string | null;
  illustrative: boolean;
}

/** /get-involved: the periods open now, coming up and closed, each linking to its page (and its report). */
export function PeriodList({ periods }: { periods: PeriodSummary[] }) {
  const t = useTranslations('periods.getInvolved');
  const when = useVirginiaTime();
  return (
    <>
      {(['open', 'upcoming', 'closed'] as const).map((state) => {
        const list = periods.filter((p) => p.state === state);
        return (
          <section key={state} aria-labelledby={`periods-${state}`} className={css.block}>
            <h3 id={`periods-${state}`} className={text.h3}>
              {t(state)}
            </h3>
            {list.length === 0 ? (
              <p className={text.body1}>{t('none')}</p>
            ) : (
              <ul className={css.cards}>
                {list.map((p) => (
                  <li key={p.slug} className={css.card} data-state={state}>
                    <p className={text.cardTitle}>
                      <NextLink href={periodPath(p.slug)}>{p.title}</NextLink>
                      {p.illustrative &&
                        !p.title.startsWith('Illustrative example') &&
                        ` ${t('illustrative')}`}
                    </p>
                    <p className={text.small}>
                      {state === 'upcoming'
                        ? t('opensCloses', { opens: when(p.opensAt), closes: when(p.closesAt) })
                        : state === 'open'
                          ? t('closes', { closes: when(p.closesAt) })
                          : t('closedOn', { closes: when(p.closesAt) })}{' '}
                      {p.reportPublishedAt && <NextLink href={reportPath(p.slug)}>{t('report')}</NextLink>}
                    </p>
                    <p className={text.body1}>{p.summary}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <p className={text.body1}>
        <a href={COMMENT_PERIODS_FEED}>{t('rss')}</a>
      </p>
    </>
  );
}
