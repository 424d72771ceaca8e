import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';

interface Props {
  /** What will happen, said before it does. */
  children: React.ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An inline confirmation for a step that cannot be undone: it says what will happen and takes the focus
 * (the button that asked for it is gone, so the focus would drop to the page body); its owner gives the focus
 * back on cancel.
 */
export function ConfirmStep({ children, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: Props) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <Alert severity="warning" role="group" aria-label={confirmLabel}>
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button ref={confirmRef} variant="contained" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
