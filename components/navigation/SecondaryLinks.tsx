import NextLink from 'next/link';
import { SECONDARY_LINKS, type NavigationItem } from '@/lib/shared/navigation';
import css from './nav.module.css';

/** The small inline list of quick links (Updates | FAQs | Meetings | Contact Us) above the main bar. */
export function SecondaryLinks({ links = SECONDARY_LINKS }: { links?: NavigationItem[] }) {
  return (
    <nav aria-label="Quick links">
      <ul className={css.quickLinks}>
        {links
          .filter((link) => link.href)
          .map((link) => (
            <li key={link.href}>
              <NextLink href={link.href ?? '/'} prefetch={false}>
                {link.label}
              </NextLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
