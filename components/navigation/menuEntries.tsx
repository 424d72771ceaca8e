import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import type { NavigationItem } from '@/lib/shared/navigation';
import { externalLinkProps, NavItemContent } from './NavItemContent';

const itemSx = { minHeight: 40, typography: 'ui', whiteSpace: 'normal' } as const;

/** One dropdown entry: a link, a disabled item, or a nested group rendered as a labelled section. */
function entry(item: NavigationItem, key: string, onNavigate: () => void): ReactNode {
  if (item.type === 'item-group') {
    const headingId = `${key}-heading`;
    return (
      <Box component="li" role="group" aria-labelledby={headingId} key={key} sx={{ listStyle: 'none' }}>
        <ListSubheader
          component="div"
          id={headingId}
          disableSticky
          sx={{ lineHeight: 2.5, fontWeight: 700, color: 'primary.main' }}
        >
          {item.label}
        </ListSubheader>
        <Box component="ul" role="none" sx={{ p: 0, m: 0 }}>
          {(item.groupItems ?? []).map((child, i) => entry(child, `${key}-${i}`, onNavigate))}
        </Box>
      </Box>
    );
  }
  if (item.status === 'disabled' || !item.href) {
    return (
      <MenuItem key={key} disabled sx={itemSx}>
        <NavItemContent item={item} />
      </MenuItem>
    );
  }
  if (item.type === 'external-link') {
    return (
      <MenuItem key={key} {...externalLinkProps(item)} onClick={onNavigate} sx={itemSx}>
        <NavItemContent item={item} />
      </MenuItem>
    );
  }
  return (
    <MenuItem key={key} component={NextLink} href={item.href} onClick={onNavigate} sx={itemSx}>
      <NavItemContent item={item} />
    </MenuItem>
  );
}

/** The dropdown entries of a group, as an array (MUI Menu does not accept fragments as children). */
export function menuEntries(items: NavigationItem[], idPrefix: string, onNavigate: () => void): ReactNode[] {
  return items.map((item, i) => entry(item, `${idPrefix}-${i}`, onNavigate));
}
