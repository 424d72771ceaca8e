import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { useLabel } from '@/components/common/useLabel';
import { SOCIAL_LINKS } from '@/lib/shared/constants';
import text from '@/styles/type.module.css';
import css from './frame.module.css';

const FOOTER_LINKS = [
  { href: '/get-involved/frequently-asked-questions', label: 'FAQs' },
  { href: '/get-involved/program-updates', label: 'Updates' },
  { href: '/about/accessibility', label: 'Accessibility' },
  { href: '/get-involved/contact-us', label: 'Contact Us' },
  { href: '/about/language-assistance', label: 'Language assistance' },
];

/** Site footer: links, social links, the current year and the Section 508 accessible-formats notice. */
export function Footer({ accessibilityPhone }: { accessibilityPhone: string | null }) {
  const t = useTranslations('frame.footer');
  const label = useLabel();
  return (
    <footer className={css.footer}>
      <div className={`${css.row} ${css.footerRow}`}>
        <nav aria-label={t('label')}>
          <ul className={css.footerLinks}>
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <NextLink href={l.href} prefetch={false}>
                  {label(l.label)}
                </NextLink>
              </li>
            ))}
            {SOCIAL_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {label(l.label)}
                  <span className="visually-hidden"> {t('opensNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={`${text.ui} ${css.footerNotice}`}>
          {t('section508')}{' '}
          {accessibilityPhone ? (
            <>
              {t('call')}{' '}
              <a href={`tel:${accessibilityPhone.replace(/[^\d+]/g, '')}`}>{accessibilityPhone}</a>{' '}
              {t('or')}{' '}
            </>
          ) : null}
          <NextLink href="/get-involved/contact-us" prefetch={false}>
            {accessibilityPhone ? t('writeToUs') : t('contactUs')}
          </NextLink>
          .
        </p>
        <p className={`${text.small} ${css.footerCopyright}`}>
          {t('copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
