import NextLink from 'next/link';
import { Icon } from '@/components/ui/Icon';
import type { NavigationItem } from '@/lib/shared/navigation';
import css from './nav.module.css';
import { externalLinkProps, NavItemContent } from './NavItemContent';

interface Props {
  items: NavigationItem[];
  /** Label of the item to focus when the list mounts (the group we came back from). */
  focusLabel: string | null;
  onOpenGroup: (group: NavigationItem) => void;
  onDesktopOnly: (item: NavigationItem) => void;
  onNavigate: () => void;
}

/** One level of the mobile drawer: groups drill in, links navigate, desktop-only items warn instead. */
export function MobileNavList({ items, focusLabel, onOpenGroup, onDesktopOnly, onNavigate }: Props) {
  return (
    <ul className={css.drawerList}>
      {items.map((item) => {
        // Focus returns to the group the visitor came back from (SPEC §2 drill-in).
        const common = { className: css.drawerRow, autoFocus: item.label === focusLabel };
        const content = <NavItemContent item={item} />;
        let row;
        if (item.type === 'item-group') {
          row = (
            <button type="button" {...common} aria-haspopup="true" onClick={() => onOpenGroup(item)}>
              {content}
              <Icon name="chevronRight" className={css.drawerChevron} />
            </button>
          );
        } else if (item.status === 'disabled' || !item.href) {
          row = (
            <button type="button" {...common} aria-disabled="true">
              {content}
            </button>
          );
        } else if (item.desktopOnly) {
          // Desktop-only pages do not open on mobile: a button that warns replaces the link (SPEC §2).
          row = (
            <button type="button" {...common} onClick={() => onDesktopOnly(item)}>
              {content}
            </button>
          );
        } else if (item.type === 'external-link') {
          row = (
            <a {...common} {...externalLinkProps(item)} onClick={onNavigate}>
              {content}
            </a>
          );
        } else {
          row = (
            <NextLink {...common} href={item.href} prefetch={false} onClick={onNavigate}>
              {content}
            </NextLink>
          );
        }
        return <li key={item.label}>{row}</li>;
      })}
    </ul>
  );
}
