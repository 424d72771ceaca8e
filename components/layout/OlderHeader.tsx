import Box from '@mui/material/Box';
import { OldNav } from '@/components/navigation/OldNav';
import { PhoneMenu } from '@/components/navigation/PhoneMenu';
import { CONTENT_MAX_WIDTH } from '@/lib/shared/constants';
import { OLD_NAVIGATION } from '@/lib/shared/navigation';
import type { PageMeta } from '@/lib/shared/pageRegistry';
import { Logos } from './Logos';

/** Older layout header: the banner with the logos, plus the blue navigation bar on tool and admin pages. */
export function OlderHeader({ meta }: { meta: PageMeta }) {
  return (
    <Box component="header">
      <Box sx={{ bgcolor: 'banner.main', color: 'common.white' }}>
        <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: 2, py: 0.5 }}>
          <Logos section={meta.section} onDark />
        </Box>
      </Box>
      {meta.toolBar && (
        // The same menus on every screen: the blue bar on wider screens, the phone menu's drawer below md.
        <Box sx={{ bgcolor: 'toolBar.main', display: 'flex', alignItems: 'center' }}>
          <Box
            sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, px: 1, minHeight: 48 }}
          >
            <PhoneMenu items={OLD_NAVIGATION} />
          </Box>
          <Box sx={{ flex: 1 }}>
            <OldNav items={OLD_NAVIGATION} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
