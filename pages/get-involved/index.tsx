import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { PeriodList, type PeriodSummary } from '@/components/commentPeriods/PeriodList';
import { page } from '@/lib/server/pageProps';
import { listPublicPeriods } from '@/lib/server/services/commentPeriods';
import { ROUTES } from '@/lib/shared/routes';
import css from '@/components/commentPeriods/periods.module.css';
import text from '@/styles/type.module.css';

interface Props {
  periods: PeriodSummary[];
}

function GetInvolvedPage({ periods }: Props) {
  const t = useTranslations('periods.getInvolved');
  return (
    <article className={css.page}>
      <h1 className={text.h1}>{t('title')}</h1>
      <p className={text.lead}>{t('lead')}</p>
      <h2 className={text.h2}>{t('periods')}</h2>
      <PeriodList periods={periods} />
      <ul className={text.body1}>
        <li>
          <NextLink href={ROUTES.meetings}>{t('meetings')}</NextLink>
        </li>
        <li>
          <NextLink href={ROUTES.updates}>{t('updates')}</NextLink>
        </li>
        <li>
          <NextLink href={ROUTES.contact}>{t('contact')}</NextLink>
        </li>
      </ul>
    </article>
  );
}

/** The published comment periods, split on the server's clock (the page cache follows the `periods` scope). */
export const getServerSideProps = page<Props>(
  '/get-involved',
  async () => ({
    props: {
      periods: (await listPublicPeriods()).map((p) => ({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        opensAt: p.opensAt,
        closesAt: p.closesAt,
        state: p.state,
        reportPublishedAt: p.reportPublishedAt,
        illustrative: p.illustrative,
      })),
    },
  }),
  { areas: ['periods'] },
);

export default GetInvolvedPage;
