import type { ReactNode } from 'react';
import { Icon } from './Icon';
import css from './ui.module.css';

export type Severity = 'info' | 'success' | 'warning' | 'error';

/**
 * A message box like MUI's standard Alert, without MUI (issue 28 §1). `role` defaults to what the message
 * is: an error interrupts (alert), anything else waits its turn (status). `onClose` adds a Close button.
 */
export function Alert({
  severity = 'info',
  role,
  onClose,
  className,
  children,
}: {
  severity?: Severity;
  role?: 'alert' | 'status' | 'note';
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={role ?? (severity === 'error' ? 'alert' : 'status')}
      className={[css.alert, css[severity], className].filter(Boolean).join(' ')}
    >
      <Icon name={severity} className={css.alertIcon} />
      <div className={css.alertBody}>{children}</div>
      {onClose && (
        <button type="button" className={css.alertClose} aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
