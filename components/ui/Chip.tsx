import type { ReactNode } from 'react';
import css from './Chip.module.css';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** A small outlined label (a tag), like MUI's small outlined Chip, without MUI (issue 28 §1). */
export function Chip({ children, tone }: { children: ReactNode; tone?: 'warning' }) {
  return <span className={cx(css.chip, tone ? css.warning : css.outlined)}>{children}</span>;
}

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
      className={cx(css.toggle, pressed && css.pressed)}
      aria-pressed={pressed}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
