import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { ALERT_AUTO_HIDE_MS } from '@/lib/shared/constants';
import { messageParts, type AlertState } from '@/lib/shared/newsletter';

interface Props {
  alert: AlertState;
  onClose: () => void;
}

/** The provider's answer as a success or error alert that hides after ALERT_AUTO_HIDE_MS (SPEC §4, §9). */
export function NewsletterAlert({ alert, onClose }: Props) {
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere must not hide a message the person may still be reading (it can hold a link).
    if (reason === 'clickaway') return;
    onClose();
  };

  return (
    <Snackbar
      open={alert.visible}
      autoHideDuration={ALERT_AUTO_HIDE_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={alert.level}
        variant="filled"
        role={alert.level === 'error' ? 'alert' : 'status'}
        onClose={() => onClose()}
        sx={{ width: '100%' }}
      >
        {messageParts(alert.message).map((part, i) =>
          'href' in part ? (
            <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer" color="inherit">
              {part.text}
            </Link>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </Alert>
    </Snackbar>
  );
}
