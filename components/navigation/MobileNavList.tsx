import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import NextLink from 'next/link';
import type { NavigationItem } from '@/lib/shared/navigation';
import { externalLinkProps, NavItemContent } from './NavItemContent';

interface Props {
  items: NavigationItem[];
  /** Label of the item to focus when the list mounts (the group we came back from). */
  focusLabel: string | null;
  onOpenGroup: (group: NavigationItem) => void;
  onDesktopOnly: () => void;
  onNavigate: () => void;
}

const rowSx = { minHeight: 48, gap: 0.5, borderBottom: 1, borderColor: 'divider' } as const;

/** One level of the mobile drawer: groups drill in, links navigate, desktop-only items warn instead. */
export function MobileNavList({ items, focusLabel, onOpenGroup, onDesktopOnly, onNavigate }: Props) {
  return (
    <List disablePadding>
      {items.map((item) => {
        const common = { sx: rowSx, autoFocus: item.label === focusLabel };
        const content = <NavItemContent item={item} />;
        let row;
        if (item.type === 'item-group') {
          row = (
            <ListItemButton {...common} aria-haspopup="true" onClick={() => onOpenGroup(item)}>
              {content}
              <ChevronRightIcon aria-hidden sx={{ ml: 'auto' }} />
            </ListItemButton>
          );
        } else if (item.status === 'disabled' || !item.href) {
          row = (
            <ListItemButton {...common} disabled>
              {content}
            </ListItemButton>
          );
        } else if (item.desktopOnly) {
          // Desktop-only pages do not open on mobile: a button that warns replaces the link (SPEC §2).
          row = (
            <ListItemButton {...common} onClick={onDesktopOnly}>
              {content}
            </ListItemButton>
          );
        } else if (item.type === 'external-link') {
          row = (
            <ListItemButton {...common} {...externalLinkProps(item)} onClick={onNavigate}>
              {content}
            </ListItemButton>
          );
        } else {
          row = (
            <ListItemButton {...common} component={NextLink} href={item.href} onClick={onNavigate}>
              {content}
            </ListItemButton>
          );
        }
        return <li key={item.label}>{row}</li>;
      })}
    </List>
  );
}
