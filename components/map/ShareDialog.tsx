import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { saveInteractiveQuery } from '@/lib/client/api';
import type { MapExplorerState } from '@/lib/shared/schemas/mapExplorerState';
import { CopyButton } from '@/components/common/CopyButton';

/** "Share this view": saves the whole state and offers the link that restores it. */
export function ShareButton({ getState }: { getState: () => MapExplorerState }) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const share = async () => {
    setOpen(true);
    setLink(null);
    setError(null);
    try {
      const { id } = await saveInteractiveQuery({ tool: 'map-explorer', state: getState() });
      setLink(`${window.location.origin}/interactvtrans/map-explorer?query=${id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to save query');
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => void share()}>
        Share this view
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="share-title" fullWidth>
        <DialogTitle id="share-title">Share this view</DialogTitle>
        <DialogContent>
          {error && <Alert severity="error">{error}</Alert>}
          {!error && !link && <Alert severity="info">Saving this view…</Alert>}
          {link && (
            <TextField
              label="Link to this view"
              value={link}
              fullWidth
              sx={{ mt: 1 }}
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
                },
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          {link && <CopyButton key={link} text={link} label="Copy link" />}
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
