import NextLink from 'next/link';
import { SOCIAL_LINKS } from '@/lib/shared/constants';
import text from '@/styles/type.module.css';
import css from './frame.module.css';

const FOOTER_LINKS = [
  { href: '/get-involved/frequently-asked-questions', label: 'FAQs' },
  { href: '/get-involved/program-updates', label: 'Updates' },
  { href: '/about/accessibility', label: 'Accessibility' },
  { href: '/get-involved/contact-us', label: 'Contact Us' },
];

/** Site footer: links, social links, the current year and the Section 508 accessible-formats notice. */
export function Footer({ accessibilityPhone }: { accessibilityPhone: string | null }) {
  return (
    <footer className={css.footer}>
      <div className={`${css.row} ${css.footerRow}`}>
        <nav aria-label="Footer">
          <ul className={css.footerLinks}>
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <NextLink href={l.href} prefetch={false}>
                  {l.label}
                </NextLink>
              </li>
            ))}
            {SOCIAL_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={`${text.ui} ${css.footerNotice}`}>
          Section 508: documents on this site are available in accessible formats on request.{' '}
          {accessibilityPhone ? (
            <>
              Call <a href={`tel:${accessibilityPhone.replace(/[^\d+]/g, '')}`}>{accessibilityPhone}</a>{' '}
              or{' '}
            </>
          ) : null}
          <NextLink href="/get-involved/contact-us" prefetch={false}>
            {accessibilityPhone ? 'write to us' : 'Contact us'}
          </NextLink>
          .
        </p>
        <p className={`${text.small} ${css.footerCopyright}`}>
          © {new Date().getFullYear()} Commonwealth of Virginia. VTrans is prepared for the Commonwealth
          Transportation Board by the Office of Intermodal Planning and Investment.
        </p>
      </div>
    </footer>
  );
}
