import Alert from '@mui/material/Alert';
import type { SubmitMessage } from '@/components/common/useSubmit';

/** A form's last result: a polite status for success, an alert for a failure. */
export function FormMessage({ message }: { message: SubmitMessage | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </Alert>
  );
}
