import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import css from './ui.module.css';

/**
 * A labelled text input like MUI's outlined TextField, without MUI: the label above the box,
 * `helperText` below it (tied by aria-describedby), and `error` marks it invalid (aria-invalid).
 */
export function TextField({
  label,
  helperText,
  error = false,
  dense = false,
  end,
  className,
  id,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label?: string;
  helperText?: string;
  error?: boolean;
  /** The compact height of MUI's size="small". */
  dense?: boolean;
  /** A control at the end of the box (a submit button). */
  end?: ReactNode;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = `${inputId}-helper`;
  return (
    <div
      className={[css.field, dense && css.small, error && css.invalid, className].filter(Boolean).join(' ')}
    >
      {label && (
        <label htmlFor={inputId} className={css.label}>
          {label}
        </label>
      )}
      <div className={css.inputBox}>
        <input
          id={inputId}
          className={css.input}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
          {...input}
        />
        {end}
      </div>
      {helperText && (
        <p id={helperId} className={css.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
