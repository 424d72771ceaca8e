import Box from '@mui/material/Box';
import { OldNav } from '@/components/navigation/OldNav';
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
        <Box sx={{ bgcolor: 'toolBar.main' }}>
          <OldNav items={OLD_NAVIGATION} />
        </Box>
      )}
    </Box>
  );
}
