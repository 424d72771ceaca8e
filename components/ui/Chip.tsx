import type { ReactNode } from 'react';
import css from './Chip.module.css';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/**
 * A label like MUI's Chip, without MUI: a small outlined tag by default; `warning` is the
 * illustrative-data label, `neutral` / `primary` / `secondary` small filled ones, `filled` MUI's default
 * (medium, grey) chip.
 */
export function Chip({
  children,
  tone = 'outlined',
}: {
  children: ReactNode;
  tone?: 'outlined' | 'neutral' | 'filled' | 'warning' | 'primary' | 'secondary';
}) {
  return <span className={cx(css.chip, css[tone])}>{children}</span>;
}

/** The look of a toggle chip, for a link that plays that part (aria-current instead of aria-pressed). */
export const toggleChipClass = (pressed: boolean) => cx(css.toggle, pressed && css.pressed);

/**
 * A toggle chip: a button with aria-pressed, filled when pressed, outlined otherwise (MUI's clickable Chip
 * look). A disabled one is out of the tab order and says so (aria-disabled), as MUI's was.
 */
export function ToggleChip({
  pressed,
  disabled = false,
  onClick,
  children,
}: {
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={toggleChipClass(pressed)}
      aria-pressed={pressed}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
