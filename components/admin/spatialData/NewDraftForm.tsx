import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { createSubmission, mailDraftCreated } from '@/lib/client/spatialData';
import type { SpatialLayer } from '@/lib/shared/schemas/spatialData';
import { LayerRequirements } from './LayerRequirements';
import { intakePath } from '@/lib/shared/routes';

/** "Start a submission": the target layer (with what it takes), a title and a description, saved as a draft. */
export function NewDraftForm({ layers }: { layers: SpatialLayer[] }) {
  const router = useRouter();
  const [layerID, setLayerID] = useState(layers[0]?.layerID ?? '');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const { busy, error, run } = useSubmit();
  const layer = layers.find((l) => l.layerID === layerID);
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const d = await createSubmission({ layerID, title, description });
      await mailDraftCreated(d.submissionID).catch(() => undefined);
      await router.push(intakePath(d.submissionID));
    }, 'The draft could not be saved.');
  };
  return (
    <Stack component="form" spacing={2} onSubmit={save} aria-labelledby="new-heading">
      <Typography variant="h2" id="new-heading">
        Start a submission
      </Typography>
      <TextField
        select
        label="Target layer"
        value={layerID}
        onChange={(e) => setLayerID(e.target.value)}
        required
      >
        {layers.map((l) => (
          <MenuItem key={l.layerID} value={l.layerID}>
            {l.layerName}
          </MenuItem>
        ))}
      </TextField>
      {layer && <LayerRequirements layer={layer} />}
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required />
      <TextField
        label="Description (what changed, adopted when)"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        multiline
        minRows={2}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          Save draft
        </Button>
      </Box>
    </Stack>
  );
}
