import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
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

/** The whole page frame: the redesigned or older layout chosen by the page registry (SPEC §2). */
export function SiteFrame({ meta, site, announcement, children }: Props) {
  const redesign = meta.layout === 'redesign';
  // An embedded view (in another site's iframe) brings no header, navigation or footer: only its content.
  if (meta.layout === 'embed')
    return (
      <Box component="main" data-layout="embed" data-section={meta.section} sx={{ px: 2, py: 2 }}>
        {children}
      </Box>
    );
  return (
    <AdaNoticeProvider>
      <Box
        data-layout={meta.layout}
        data-section={meta.section}
        sx={{ maxWidth: PAGE_MAX_WIDTH, mx: 'auto' }}
      >
        <SkipLink />
        {redesign ? <Header meta={meta} site={site} /> : <OlderHeader meta={meta} />}
        {announcement && redesign && <AnnouncementBanner announcement={announcement} />}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            maxWidth: meta.footer ? CONTENT_MAX_WIDTH : 'none',
            mx: 'auto',
            px: 2,
            // Less space above the content on a phone, where the first screen is short.
            py: { xs: 2, md: 4 },
            // Focused only as the skip link's target: no ring around the whole page.
            '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' },
          }}
        >
          {children}
        </Box>
        {meta.newsletter && (
          <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: 2 }}>
            <NewsletterSignup subscribeUrl={site.newsletterSubscribeUrl} />
          </Box>
        )}
        {meta.footer ? (
          <Footer accessibilityPhone={site.accessibilityPhone} />
        ) : (
          <BrandingBar url={site.brandingBarUrl} />
        )}
      </Box>
    </AdaNoticeProvider>
  );
}
