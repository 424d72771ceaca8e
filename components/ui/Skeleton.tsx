import css from './Skeleton.module.css';

/**
 * A pulsing placeholder while something loads (MUI's Skeleton look, without MUI): a line of text by
 * default, or a rectangle that fills the given height. Hidden from screen readers, unless it has a `label`:
 * then it is an image of that name ("Loading the map") standing in for what loads.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  label,
  className,
}: {
  variant?: 'text' | 'rectangular';
  width?: number | string;
  height?: number | string;
  label?: string;
  className?: string;
}) {
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={[css.skeleton, css[variant], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
