import type { ReactNode, Ref } from 'react';
import { Icon } from './Icon';
import css from './ui.module.css';
import own from './Alert.module.css';

export type Severity = 'info' | 'success' | 'warning' | 'error';

/**
 * A message box like MUI's standard Alert, without MUI. `role` defaults to what the message
 * is: an error interrupts (alert), anything else waits its turn (status). `onClose` adds a Close button;
 * `action` puts a control at the end (e.g. Retry); `icon={false}` leaves the severity icon out.
 */
export function Alert({
  severity = 'info',
  role,
  onClose,
  action,
  icon = true,
  ref,
  tabIndex,
  className,
  children,
}: {
  severity?: Severity;
  role?: 'alert' | 'status' | 'note';
  onClose?: () => void;
  action?: ReactNode;
  icon?: boolean;
  /** With tabIndex -1, lets a confirmation take focus. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={role ?? (severity === 'error' ? 'alert' : 'status')}
      className={[css.alert, css[severity], className].filter(Boolean).join(' ')}
    >
      {icon && <Icon name={severity} className={css.alertIcon} />}
      <div className={css.alertBody}>{children}</div>
      {action && <div className={own.alertAction}>{action}</div>}
      {onClose && (
        <button type="button" className={css.alertClose} aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
