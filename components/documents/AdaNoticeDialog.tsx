import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface AdaNoticeDialogProps {
  open: boolean;
  /** File name of the document, shown so the visitor knows which file the notice is about. */
  documentName: string;
  onOpenDocument: () => void;
  onClose: () => void;
  onRequestAssistance: () => void;
}

/** The accessibility (ADA) notice shown before a document that is not on the accessible list (SPEC §4). */
export function AdaNoticeDialog({
  open,
  documentName,
  onOpenDocument,
  onClose,
  onRequestAssistance,
}: AdaNoticeDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm">
      <DialogTitle id={titleId}>This document may not be fully accessible</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          The document you selected{documentName ? ` (${documentName})` : ''} may not be fully accessible to
          people who use assistive technology. You can open it anyway, or request assistance and we will
          provide an accessible version or the information in another format.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onOpenDocument}>
          Open the document
        </Button>
        <Button variant="outlined" onClick={onClose}>
          Close
        </Button>
        <Button variant="outlined" onClick={onRequestAssistance}>
          Request assistance
        </Button>
      </DialogActions>
    </Dialog>
  );
}
