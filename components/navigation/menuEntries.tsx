import NextLink from 'next/link';
import type { ReactNode } from 'react';
import type { NavigationItem } from '@/lib/shared/navigation';
import css from './nav.module.css';
import { externalLinkProps, NavItemContent } from './NavItemContent';

/** One dropdown entry: a link, a disabled item, or a nested group rendered as a labelled section. */
function entry(item: NavigationItem, key: string, onNavigate: () => void): ReactNode {
  if (item.type === 'item-group') {
    const headingId = `${key}-heading`;
    return (
      <li role="group" aria-labelledby={headingId} key={key}>
        <div id={headingId} className={css.menuGroupHeading}>
          {item.label}
        </div>
        <ul role="none">
          {(item.groupItems ?? []).map((child, i) => entry(child, `${key}-${i}`, onNavigate))}
        </ul>
      </li>
    );
  }
  let control: ReactNode;
  if (item.status === 'disabled' || !item.href) {
    control = (
      <span role="menuitem" aria-disabled="true" tabIndex={-1} className={css.menuItem}>
        <NavItemContent item={item} />
      </span>
    );
  } else if (item.type === 'external-link') {
    control = (
      <a
        role="menuitem"
        tabIndex={-1}
        {...externalLinkProps(item)}
        onClick={onNavigate}
        className={css.menuItem}
      >
        <NavItemContent item={item} />
      </a>
    );
  } else {
    control = (
      <NextLink
        role="menuitem"
        tabIndex={-1}
        href={item.href}
        prefetch={false}
        onClick={onNavigate}
        className={css.menuItem}
      >
        <NavItemContent item={item} />
      </NextLink>
    );
  }
  return (
    <li role="none" key={key}>
      {control}
    </li>
  );
}

/** The dropdown entries of a group. */
export function menuEntries(items: NavigationItem[], idPrefix: string, onNavigate: () => void): ReactNode[] {
  return items.map((item, i) => entry(item, `${idPrefix}-${i}`, onNavigate));
}
