import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { LanguageSelector } from '@/components/common/LanguageSelector';
import { DesktopNav } from '@/components/navigation/DesktopNav';
import { PhoneMenu } from '@/components/navigation/PhoneMenu';
import { SecondaryLinks } from '@/components/navigation/SecondaryLinks';
import { SearchBox } from '@/components/search/SearchBox';
import { ADMINISTERED_BY, CONTENT_MAX_WIDTH, HEADER_LINKS, NAV_BAR_HEIGHT } from '@/lib/shared/constants';
import { MAIN_NAVIGATION } from '@/lib/shared/navigation';
import type { PageMeta } from '@/lib/shared/pageRegistry';
import type { SiteConfig } from '@/lib/shared/site';
import { Logos } from './Logos';
import { useFixedAfterScroll } from './useFixedAfterScroll';

const row = { maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: 2 } as const;

/** Redesigned header: administered-by line and links, logos, search, language, sticky navigation. */
export function Header({ meta, site }: { meta: PageMeta; site: SiteConfig }) {
  const banner = useRef<HTMLDivElement>(null);
  const fixed = useFixedAfterScroll(banner);
  return (
    <Box component="header">
      <Box ref={banner}>
        <Box sx={{ bgcolor: 'primary.main', color: 'common.white' }}>
          <Box
            sx={{
              ...row,
              py: 0.75,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              justifyContent: 'space-between',
            }}
          >
            <Typography component="p" variant="small">
              {ADMINISTERED_BY.text}{' '}
              <Link
                href={ADMINISTERED_BY.link.href}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
              >
                {ADMINISTERED_BY.link.label}
              </Link>
              .
            </Typography>
            <Box
              component="ul"
              aria-label="Related sites"
              sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 0 }}
            >
              {HEADER_LINKS.map((l) => (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="inherit"
                    variant="small"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
        <Box sx={{ ...row, py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Logos section={meta.section} />
          <Box
            sx={{
              ml: 'auto',
              display: 'flex',
              flexDirection: 'column',
              alignItems: { xs: 'stretch', md: 'flex-end' },
              gap: 1.5,
            }}
          >
            <SecondaryLinks />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <SearchBox />
              <LanguageSelector translateScriptUrl={site.translateScriptUrl} />
            </Box>
          </Box>
        </Box>
      </Box>
      <Box sx={{ height: fixed ? NAV_BAR_HEIGHT : 0 }} />
      <Box
        data-fixed={fixed}
        sx={{
          position: fixed ? 'fixed' : 'sticky',
          top: 0,
          left: 0,
          right: 0,
          zIndex: 'appBar',
          bgcolor: 'primary.main',
          minHeight: NAV_BAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Box sx={{ ...row, width: '100%', display: 'flex', alignItems: 'center' }}>
          <PhoneMenu items={MAIN_NAVIGATION} />
          <DesktopNav items={MAIN_NAVIGATION} />
        </Box>
      </Box>
    </Box>
  );
}
