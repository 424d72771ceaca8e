import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import type { NavigationItem } from '@/lib/shared/navigation';
import css from './nav.module.css';
import { externalLinkProps, NavItemContent } from './NavItemContent';
import { NavMenu } from './NavMenu';
import { cx, itemBackground } from './navStyles';

export type NavVariant = 'redesign' | 'older';

/** A top-level entry of the bar: a menu for a group, otherwise a link styled as a bar button. */
function TopLevelItem({ item }: { item: NavigationItem }) {
  if (item.type === 'item-group') return <NavMenu item={item} />;
  const className = cx(css.barButton, itemBackground(item.backgroundColor));
  if (item.status === 'disabled' || !item.href) {
    return (
      <span aria-disabled="true" className={className}>
        <NavItemContent item={item} />
      </span>
    );
  }
  if (item.type === 'external-link') {
    return (
      <a {...externalLinkProps(item)} className={className}>
        <NavItemContent item={item} />
      </a>
    );
  }
  return (
    <NextLink href={item.href} prefetch={false} className={className}>
      <NavItemContent item={item} />
    </NextLink>
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
  const t = useTranslations('frame.nav');
  return (
    <nav aria-label={t('main')} data-variant={variant} className={css.bar}>
      <ul className={css.barList}>
        {items.map((item) => (
          <li key={item.label} className={css.barItem}>
            <TopLevelItem item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
