import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { useLabel } from '@/components/common/useLabel';
import { SECONDARY_LINKS, type NavigationItem } from '@/lib/shared/navigation';
import css from './nav.module.css';

/** The small inline list of quick links (Updates | FAQs | Meetings | Contact Us) above the main bar. */
export function SecondaryLinks({ links = SECONDARY_LINKS }: { links?: NavigationItem[] }) {
  const t = useTranslations('frame');
  const label = useLabel();
  return (
    <nav aria-label={t('quickLinks')}>
      <ul className={css.quickLinks}>
        {links
          .filter((link) => link.href)
          .map((link) => (
            <li key={link.href}>
              <NextLink href={link.href ?? '/'} prefetch={false}>
                {label(link.label)}
              </NextLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
