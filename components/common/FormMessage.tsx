import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import type { SubmitMessage } from '@/components/common/useSubmit';

/**
 * A form's or an action's last result: a polite status for success, an alert for a failure. It takes focus when
 * it appears or changes, so a keyboard or screen-reader user lands on what happened rather than on the page
 * body (a button that started the action is often disabled or gone by then).
 */
export function FormMessage({ message, sx }: { message: SubmitMessage | null; sx?: object }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={message.ok ? 'success' : 'error'}
      role={message.ok ? 'status' : 'alert'}
      sx={sx}
    >
      {message.text}
    </Alert>
  );
}
