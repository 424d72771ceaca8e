import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Icon } from './Icon';
import css from './Field.module.css';
import ui from './ui.module.css';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/**
 * The frame of a form field in the plain TextField's look around any control (input, select,
 * textarea): its label (a required field shows an asterisk, hidden from screen readers, which hear the
 * control's `required`), the outlined box and the helper or error text. The caller gives the control
 * `id`, `aria-describedby={helperIdOf(id)}` and `aria-invalid`.
 */
export function FieldFrame({
  id,
  label,
  required = false,
  helperText,
  error = false,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  helperText?: string;
  error?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(ui.field, error && ui.invalid, className)}>
      <label htmlFor={id} className={ui.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={ui.inputBox}>{children}</div>
      {helperText && (
        <p id={helperIdOf(id)} className={ui.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/** The id of a field's helper text (FieldFrame), for the control's aria-describedby. */
export const helperIdOf = (id: string) => `${id}-helper`;

/**
 * A native select in the look of the plain TextField (label above an outlined box): keyboard
 * and screen-reader friendly as the browser makes it.
 */
export function SelectField({
  label,
  value,
  onChange,
  size = 'medium',
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cx(ui.field, size === 'small' && ui.small, className)}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className={cx(ui.inputBox, css.selectBox)}>
        <select
          id={id}
          className={cx(ui.input, css.select)}
          value={value}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        >
          {children}
        </select>
        <Icon name="keyboardArrowDown" className={css.selectIcon} />
      </div>
    </div>
  );
}

/** An on/off switch (a checkbox with role="switch") with its label, in MUI's Switch look. */
export function Switch({
  label,
  checked,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={cx(css.switchLabel, className)}>
      <span className={css.switch}>
        <input
          type="checkbox"
          role="switch"
          className={css.switchInput}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className={css.track} aria-hidden="true" />
        <span className={css.thumb} aria-hidden="true" />
      </span>
      {label}
    </label>
  );
}
