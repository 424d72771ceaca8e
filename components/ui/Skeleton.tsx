import css from './Skeleton.module.css';

/**
 * A pulsing placeholder while something loads (MUI's Skeleton look, without MUI): a line of text by
 * default, or a rectangle that fills the given height. Hidden from screen readers.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  className,
}: {
  variant?: 'text' | 'rectangular';
  width?: number | string;
  height?: number | string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={[css.skeleton, css[variant], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
