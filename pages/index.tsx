import { useContext } from 'react';
import { useTranslations } from 'use-intl';
import { HomeHighlights } from '@/components/home/HomeHighlights';
import { GapTaBlock, MyArea, Pillars } from '@/components/home/HomeSections';
import { PeriodNoticeContext } from '@/components/commentPeriods/PeriodNoticeContext';
import { PeriodNoticeBanner } from '@/components/layout/PeriodNoticeBanner';
import { ORGANIZATIONS } from '@/lib/shared/organizations';
import { page } from '@/lib/server/pageProps';
import { listByTheNumbers, listDidYouKnow, listWhatsNew } from '@/lib/server/services/highlights';
import { listUpdates } from '@/lib/server/services/updates';
import type { ByTheNumbers, DidYouKnow, WhatsNewItem } from '@/lib/shared/schemas/highlights';
import type { Update } from '@/lib/shared/schemas/updates';
import text from '@/styles/type.module.css';
import css from '@/components/home/home.module.css';

interface Props {
  updates: Update[];
  numbers: ByTheNumbers[];
  facts: DidYouKnow[];
  whatsNew: WhatsNewItem[];
  /** Virginia's counties and cities, A–Z, for "What the plan says about your area". */
  places: Array<{ fips: string; name: string }>;
}

/** The open comment periods' notice, under the title (the frame shows it above the page elsewhere). */
function HomePeriodNotices() {
  const notices = useContext(PeriodNoticeContext);
  return notices.length > 0 ? <PeriodNoticeBanner notices={notices} /> : null;
}

function Home(props: Props) {
  const t = useTranslations('home');
  return (
    <>
      <h1 className={`${text.h1} ${css.title}`}>{t('title')}</h1>
      <p className={`${text.lead} ${css.lead}`}>{t('lead')}</p>
      <HomePeriodNotices />
      <Pillars />
      <MyArea places={props.places} />
      <HomeHighlights {...props} />
      <GapTaBlock />
    </>
  );
}

export const getServerSideProps = page<Props>(
  '/',
  async () => {
    const [updates, numbers, facts, whatsNew] = await Promise.all([
      listUpdates(),
      listByTheNumbers(),
      listDidYouKnow(),
      listWhatsNew(),
    ]);
    return {
      props: {
        updates: updates.slice(0, 3),
        numbers: numbers.slice(0, 12),
        facts: facts.slice(0, 4),
        whatsNew: whatsNew.slice(0, 4),
        places: ORGANIZATIONS.flatMap((o) =>
          o.kind === 'locality' && o.fips ? [{ fips: o.fips, name: o.name }] : [],
        ).sort((a, b) => a.name.localeCompare(b.name)),
      },
    };
  },
  { areas: ['home'], copyArea: 'home' },
);

export default Home;
