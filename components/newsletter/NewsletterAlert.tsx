import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import css from '@/components/layout/frame.module.css';
import { ALERT_AUTO_HIDE_MS } from '@/lib/shared/constants';
import { messageParts, type AlertState } from '@/lib/shared/schemas/newsletter/rules';

interface Props {
  alert: AlertState;
  onClose: () => void;
}

/**
 * The provider's answer as a success or error alert at the foot of the window that hides after
 * ALERT_AUTO_HIDE_MS (SPEC §4, §9). The countdown waits while the pointer or focus is on it: the message
 * can hold a link the person may still be reading. A click elsewhere does not hide it.
 */
export function NewsletterAlert({ alert, onClose }: Props) {
  const [held, setHeld] = useState(false);
  // The answer takes focus (the form was disabled while it was sent, so focus had fallen to the page body);
  // while focus is on it, it stays.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert.visible) ref.current?.focus();
  }, [alert.message, alert.visible]);
  useEffect(() => {
    if (!alert.visible || held) return undefined;
    const timer = window.setTimeout(onClose, ALERT_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [alert, held, onClose]);
  if (!alert.visible) return null;
  return (
    <div
      className={css.snackbar}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      // Focus the alert was given does not hold it (it still hides after its time); focus a person moves into
      // it (its link, Close) does.
      onFocus={(e) => e.target !== ref.current && setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Alert
        ref={ref}
        tabIndex={-1}
        severity={alert.level}
        role={alert.level === 'error' ? 'alert' : 'status'}
        onClose={onClose}
      >
        {messageParts(alert.message).map((part, i) =>
          'href' in part ? (
            <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className={css.inheritLink}>
              {part.text}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </Alert>
    </div>
  );
}
