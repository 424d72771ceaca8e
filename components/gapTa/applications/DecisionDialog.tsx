import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  /** The decision, as its choice reads ("Award technical assistance"). */
  label: string;
  award: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation of a decision: what recording it does (the letter mailed at once; an award publishes the
 * study), in a dialog that keeps the focus and gives it back to the button on Escape or "Go back".
 */
export function DecisionDialog({ open, label, award, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="decision-dialog-title"
      aria-describedby="decision-dialog-text"
    >
      <DialogTitle id="decision-dialog-title">{label}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="decision-dialog-text">
          The decision letter is mailed to the applicant at once
          {award ? ', and the study is published on the GAP-TA study map' : ''}. A decision cannot be changed
          afterwards.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Go back</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          Record it and mail the letter
        </Button>
      </DialogActions>
    </Dialog>
  );
}
