import NextLink from 'next/link';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import css from './ui.module.css';

type Variant = 'contained' | 'outlined' | 'text';

const classes = (variant: Variant, extra?: string) =>
  [css.button, css[variant], extra].filter(Boolean).join(' ');

/** A button styled like MUI's, without MUI: for the frame and content pages. */
export function Button({
  variant = 'contained',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={classes(variant, className)} {...rest} />;
}

/** A link that looks like a button (an action that goes to a page). */
export function ButtonLink({
  variant = 'contained',
  className,
  ...rest
}: ComponentProps<typeof NextLink> & { variant?: Variant }) {
  return <NextLink className={classes(variant, className)} {...rest} />;
}
