import type { AnchorHTMLAttributes } from 'react';
import css from './common.module.css';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /**
   * Transitional, for the MUI footer on branch frame until its plain version lands: any value draws the link
   * in the surrounding text colour, bold. Remove with that commit.
   */
  sx?: object;
};

/** A link to another site: opens in a new tab and tells screen-reader users so. */
export function ExternalLink({ href, children, className, sx, ...rest }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={[sx && css.onDark, className].filter(Boolean).join(' ') || undefined}
      {...rest}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
