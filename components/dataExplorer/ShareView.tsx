import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { saveInteractiveQuery } from '@/lib/client/api';
import type { DataExplorerState } from '@/lib/shared/schemas/dataExplorer';

/** "Share this view": saves the state (POST /api/interactive-query) and shows the link that restores it. */
export function ShareView({ state }: { state: DataExplorerState }) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    setError(null);
    try {
      const { id } = await saveInteractiveQuery({ tool: 'data-explorer', state });
      setLink(`${window.location.origin}/interactvtrans/data-explorer?query=${id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The view could not be saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={share} disabled={busy}>
        Share this view
      </Button>
      {link && (
        <TextField
          label="Link to this view"
          value={link}
          size="small"
          sx={{ minWidth: { xs: '100%', sm: 480 } }}
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() },
          }}
        />
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}
