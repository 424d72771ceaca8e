import css from './nav.module.css';

/**
 * The class for a top-level item with its own background (a palette token of the navigation data, such as
 * 'secondary.main'): that background with its readable text colour; none for an unknown token.
 */
export function itemBackground(token: string | undefined): string | undefined {
  if (!token) return undefined;
  const key = token.split('.')[0];
  if (key === 'secondary') return css.onSecondary;
  if (key === 'primary') return css.onPrimary;
  return undefined;
}

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
