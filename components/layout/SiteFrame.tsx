import type { ReactNode } from 'react';
import { AdaNoticeProvider } from '@/components/documents/AdaNoticeProvider';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import type { PageMeta } from '@/lib/shared/pageRegistry';
import type { Announcement } from '@/lib/shared/schemas/announcements';
import type { SiteConfig } from '@/lib/shared/site';
import { AnnouncementBanner } from './AnnouncementBanner';
import { PeriodNoticeBanner } from './PeriodNoticeBanner';
import type { PeriodNotice } from '@/lib/shared/schemas/commentPeriods/rules';
import { BrandingBar } from './BrandingBar';
import { Footer } from './Footer';
import css from './frame.module.css';
import { Header } from './Header';
import { OlderHeader } from './OlderHeader';
import { SkipLink } from './SkipLink';
import { TranslationNotice } from './TranslationNotice';
import type { PageTranslation } from '@/lib/shared/i18n';

interface Props {
  meta: PageMeta;
  site: SiteConfig;
  announcement: Announcement | null;
  /** Open comment periods about this page (issue 57). */
  periodNotices?: PeriodNotice[];
  /** Outside English: what of the page is translated (the notice above its content says so). */
  translation?: PageTranslation | null;
  children: ReactNode;
}

/**
 * The whole page frame: the redesigned or older layout chosen by the page registry (SPEC §2). Plain
 * elements and CSS modules: the frame brings no styling runtime to any page.
 */
export function SiteFrame({
  meta,
  site,
  announcement,
  periodNotices = [],
  translation = null,
  children,
}: Props) {
  const redesign = meta.layout === 'redesign';
  // An embedded view (in another site's iframe) brings no header, navigation or footer: only its content.
  if (meta.layout === 'embed')
    return (
      <main data-layout="embed" data-section={meta.section} className={css.embed}>
        {children}
      </main>
    );
  return (
    <AdaNoticeProvider>
      <div data-layout={meta.layout} data-section={meta.section} className={css.page}>
        <SkipLink />
        {redesign ? <Header meta={meta} site={site} /> : <OlderHeader meta={meta} />}
        {announcement && redesign && <AnnouncementBanner announcement={announcement} />}
        {/* The home page shows its notices under its title (pages/index.tsx): on a phone two strips above it put
            the title below the middle of the screen. */}
        {periodNotices.length > 0 && redesign && meta.path !== '/' && (
          <PeriodNoticeBanner notices={periodNotices} />
        )}
        <main
          id="main-content"
          tabIndex={-1}
          className={meta.footer ? `${css.main} ${css.narrow}` : css.main}
        >
          {translation && <TranslationNotice translation={translation} path={meta.path} />}
          {children}
        </main>
        {meta.newsletter && (
          <div className={css.row}>
            <NewsletterSignup subscribeUrl={site.newsletterSubscribeUrl} />
          </div>
        )}
        {meta.footer ? (
          <Footer accessibilityPhone={site.accessibilityPhone} />
        ) : (
          <BrandingBar url={site.brandingBarUrl} />
        )}
      </div>
    </AdaNoticeProvider>
  );
}
