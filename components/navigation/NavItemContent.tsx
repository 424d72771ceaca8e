import { useTranslations } from 'use-intl';
import { Icon } from '@/components/ui/Icon';
import type { NavIcon, NavigationItem } from '@/lib/shared/navigation';
import css from './nav.module.css';
import { NavTag } from './NavTag';

/** Anchor props for an external item: a new tab. */
export function externalLinkProps(item: NavigationItem) {
  return { href: item.href, target: '_blank', rel: 'noopener noreferrer' } as const;
}

function ItemIcon({ icon, side }: { icon: NavIcon; side: 'left' | 'right' }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small fixed-size icons of the navigation data
    <img
      src={icon.src}
      alt=""
      width={icon.width}
      height={icon.height}
      className={side === 'left' ? css.prependIcon : css.appendIcon}
    />
  );
}

/** An item's icons, label, tag and — for external links — the new-tab icon and hint. */
export function NavItemContent({ item }: { item: NavigationItem }) {
  const t = useTranslations('frame.footer');
  return (
    <>
      {item.prependIcon && <ItemIcon icon={item.prependIcon} side="left" />}
      <span>{item.label}</span>
      {item.tag && <NavTag tag={item.tag} />}
      {item.type === 'external-link' && (
        <>
          <Icon name="openInNew" className={css.newTab} />
          <span className="visually-hidden"> {t('opensNewTab')}</span>
        </>
      )}
      {item.appendIcon && <ItemIcon icon={item.appendIcon} side="right" />}
    </>
  );
}
