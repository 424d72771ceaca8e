import NextLink from 'next/link';
import { useFormatter, useTranslations } from 'use-intl';
import { periodPath, type PeriodNotice } from '@/lib/shared/schemas/commentPeriods/rules';
import text from '@/styles/type.module.css';
import css from './frame.module.css';

/**
 * The notice of an open comment period (issue 57) on the pages its draft is about and on the home page: the
 * period, when it closes (Virginia time) and the way to comment. The announcement strip's look, its own landmark.
 */
export function PeriodNoticeBanner({ notices }: { notices: PeriodNotice[] }) {
  const t = useTranslations('frame.periodNotice');
  const format = useFormatter();
  return (
    <aside aria-label="Open comment periods" data-level="important" className={css.announcement}>
      {notices.map((n) => (
        <div key={n.slug} className={`${css.row} ${css.announcementRow}`}>
          <p className={text.ui}>
            {t('open', {
              closes: format.dateTime(new Date(n.closesAt), {
                dateStyle: 'long',
                timeStyle: 'short',
              }),
            })}{' '}
            <strong className={css.announcementTitle}>{n.title}.</strong>{' '}
            <NextLink prefetch={false} href={periodPath(n.slug)}>
              {t('link')}
            </NextLink>
          </p>
        </div>
      ))}
    </aside>
  );
}
