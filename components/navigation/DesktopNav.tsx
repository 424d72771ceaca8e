import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { NAV_BAR_HEIGHT } from '@/lib/shared/constants';
import type { NavigationItem } from '@/lib/shared/navigation';
import { externalLinkProps, NavItemContent } from './NavItemContent';
import { NavMenu } from './NavMenu';
import { BAR_COLOURS, barButtonSx, itemBackground } from './navStyles';

export type NavVariant = 'redesign' | 'older';

/** A top-level entry of the bar: a menu for a group, otherwise a link styled as a bar button. */
function TopLevelItem({ item }: { item: NavigationItem }) {
  if (item.type === 'item-group') return <NavMenu item={item} />;
  const sx = [barButtonSx, itemBackground(item.backgroundColor)];
  if (item.status === 'disabled' || !item.href) {
    return (
      <Button disabled sx={sx}>
        <NavItemContent item={item} />
      </Button>
    );
  }
  if (item.type === 'external-link') {
    return (
      <Button {...externalLinkProps(item)} sx={sx}>
        <NavItemContent item={item} />
      </Button>
    );
  }
  return (
    <Button component={NextLink} href={item.href} prefetch={false} sx={sx}>
      <NavItemContent item={item} />
    </Button>
  );
}

/** The desktop navigation bar with keyboard-navigable dropdowns; hidden below the md breakpoint. */
export function DesktopNav({
  items,
  variant = 'redesign',
}: {
  items: NavigationItem[];
  variant?: NavVariant;
}) {
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        display: { xs: 'none', md: 'block' },
        ...BAR_COLOURS[variant],
        ...(variant === 'redesign' ? { position: 'sticky', top: 0, zIndex: 'appBar' } : {}),
      }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'stretch',
          height: NAV_BAR_HEIGHT,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {items.map((item) => (
          <Box component="li" key={item.label} sx={{ display: 'flex' }}>
            <TopLevelItem item={item} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
