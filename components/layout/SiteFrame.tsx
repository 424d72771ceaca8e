import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { AdaNoticeProvider } from '@/components/documents/AdaNoticeProvider';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { CONTENT_MAX_WIDTH, PAGE_MAX_WIDTH } from '@/lib/shared/constants';
import type { PageMeta } from '@/lib/shared/pageRegistry';
import type { Announcement } from '@/lib/shared/schemas/announcements';
import type { SiteConfig } from '@/lib/shared/site';
import { AnnouncementBanner } from './AnnouncementBanner';
import { BrandingBar } from './BrandingBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { OlderHeader } from './OlderHeader';
import { SkipLink } from './SkipLink';

interface Props {
  meta: PageMeta;
  site: SiteConfig;
  announcement: Announcement | null;
  children: ReactNode;
}

/**
 * The whole page frame: the redesigned or older layout chosen by the page registry (SPEC §2).
 *
 * Each part sits in its own Suspense boundary. Nothing in them suspends; the boundaries let React hydrate
 * the parts one after another in separate tasks, yielding to the browser between them, instead of the
 * whole page in one long task (issue 9 §1: total blocking time on a throttled phone).
 */
export function SiteFrame({ meta, site, announcement, children }: Props) {
  const redesign = meta.layout === 'redesign';
  return (
    <AdaNoticeProvider>
      <Box
        data-layout={meta.layout}
        data-section={meta.section}
        sx={{ maxWidth: PAGE_MAX_WIDTH, mx: 'auto' }}
      >
        <SkipLink />
        <Suspense>{redesign ? <Header meta={meta} site={site} /> : <OlderHeader meta={meta} />}</Suspense>
        {announcement && redesign && <AnnouncementBanner announcement={announcement} />}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            maxWidth: meta.footer ? CONTENT_MAX_WIDTH : 'none',
            mx: 'auto',
            px: 2,
            py: 4,
            outline: 'none',
          }}
        >
          <Suspense>{children}</Suspense>
        </Box>
        {meta.newsletter && (
          <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: 2 }}>
            <Suspense>
              <NewsletterSignup subscribeUrl={site.newsletterSubscribeUrl} />
            </Suspense>
          </Box>
        )}
        <Suspense>
          {meta.footer ? (
            <Footer accessibilityPhone={site.accessibilityPhone} />
          ) : (
            <BrandingBar url={site.brandingBarUrl} />
          )}
        </Suspense>
      </Box>
    </AdaNoticeProvider>
  );
}
