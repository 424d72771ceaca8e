import { useId, type ChangeEvent, type ReactNode } from 'react';
import { Icon } from './Icon';
import css from './Field.module.css';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'search';
  size?: 'small' | 'medium';
  maxLength?: number;
  /** Drawn at the start of the box (decorative); the label then stays above the box, as MUI's did. */
  startIcon?: 'search';
  className?: string;
}

/**
 * A text field that looks like MUI's outlined TextField, without MUI (issue 28 §1): a real <label> that
 * sits in the box while the field is empty and moves onto its border when it has focus or a value.
 */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  size = 'medium',
  maxLength,
  startIcon,
  className,
}: TextFieldProps) {
  const id = useId();
  const shrink = value !== '' || startIcon !== undefined;
  return (
    <div className={cx(css.field, size === 'small' && css.small, shrink && css.shrink, className)}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <div className={css.box}>
        {startIcon && <Icon name={startIcon} className={css.startIcon} />}
        <input
          id={id}
          className={css.input}
          type={type}
          value={value}
          maxLength={maxLength}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}

/** A native select in MUI's outlined look, its label always on the border (keyboard and screen-reader friendly). */
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
    <div className={cx(css.field, css.shrink, size === 'small' && css.small, className)}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <div className={css.box}>
        <select
          id={id}
          className={cx(css.input, css.select)}
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
