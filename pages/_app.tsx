import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import '@/styles/global.css';
import type { AppProps } from 'next/app';
import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { IntlProvider } from 'use-intl';
import Head from 'next/head';
import { ForbiddenNotice } from '@/components/auth/AuthMessage';
import { PageHead } from '@/components/layout/PageHead';
import { ProblemNotice, type PageProblem } from '@/components/layout/ProblemNotice';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { StaffBar } from '@/components/auth/StaffBar';
import { earlyActionsNowLive } from '@/lib/shared/earlyEvents';
import type { PageMeta } from '@/lib/shared/pageRegistry';
import { DEFAULT_LOCALE, SITE_TIME_ZONE, type Messages, type PageTranslation } from '@/lib/shared/i18n';
import type { Announcement } from '@/lib/shared/schemas/announcements';
import type { PeriodNotice } from '@/lib/shared/schemas/commentPeriods/rules';
import { PeriodNoticeContext } from '@/components/commentPeriods/PeriodNoticeContext';

const NO_NOTICES: PeriodNotice[] = [];
import type { StaffAccount } from '@/lib/shared/schemas/people';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@/lib/shared/site';

interface FramePageProps {
  meta?: PageMeta;
  site?: SiteConfig;
  announcement?: Announcement | null;
  periodNotices?: PeriodNotice[];
  /** Set by page() with status 403 when the signed-in person lacks the page's role. */
  forbidden?: true;
  /** Set by page() on pages that need a session: the staff bar with Sign out. */
  account?: StaffAccount;
  /** Set by page() when the page's loader refused the address (a 4xx HttpError): shown instead of the page. */
  problem?: PageProblem & { back?: { href: string; label: string } | null };
  /** The page's messages in its language (lib/server/i18n/messages.ts). */
  messages?: Messages;
  translation?: PageTranslation | null;
}

/**
 * Every page: the site frame (styled with CSS modules, no styling runtime) around the page.
 * MUI and Emotion come only with pages that use MUI's widgets (`withMui`, lib/client/withMui.tsx).
 */
export default function App(props: AppProps<FramePageProps>) {
  const { Component, pageProps } = props;
  const { meta, site = DEFAULT_SITE_CONFIG, announcement = null, messages = {} } = pageProps;
  const { locale = DEFAULT_LOCALE } = useRouter();
  // The page is live once React has taken over the server's HTML: its scripts start only after the first paint
  // (lib/server/http/scriptsAfterPaint.tsx), so the end-to-end tests wait for this mark before they act.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // What the person clicked or sent before this moment is done now (lib/server/http/earlyEvents.tsx).
    earlyActionsNowLive();
  }, []);
  let page = (
    <PeriodNoticeContext.Provider value={pageProps.periodNotices ?? NO_NOTICES}>
      <Component {...pageProps} />
    </PeriodNoticeContext.Provider>
  );
  if (pageProps.forbidden) page = <ForbiddenNotice />;
  else if (pageProps.problem) page = <ProblemNotice {...pageProps.problem} />;
  if (pageProps.account) {
    page = (
      <>
        <StaffBar account={pageProps.account} />
        {page}
      </>
    );
  }
  return (
    // The page's language: its messages, and dates in Virginia's time whatever the reader's clock.
    <IntlProvider locale={locale} messages={messages} timeZone={SITE_TIME_ZONE}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      {meta ? (
        <>
          <PageHead meta={meta} />
          <SiteFrame
            meta={meta}
            site={site}
            announcement={announcement}
            periodNotices={pageProps.periodNotices}
            translation={pageProps.translation ?? null}
          >
            {page}
          </SiteFrame>
        </>
      ) : (
        page
      )}
    </IntlProvider>
  );
}
