import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** The keys of the focused map, one row each (also the map's aria-describedby text, shortened). */
export const MAP_KEYS: [string, string][] = [
  ['Arrow keys', 'Move the map (hold Shift to move further)'],
  ['+ or =', 'Zoom in'],
  ['-', 'Zoom out'],
  ['Enter', 'Show what lies under the crosshair in the centre of the map'],
  ['Escape', 'Close the panel of what lies under the crosshair and return to the map'],
  ['?', 'Open this list of keys'],
];

/** The keyboard-help dialog of the Map Explorer. */
export function KeyboardHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="map-keys-title">
      <DialogTitle id="map-keys-title">Using the map with a keyboard</DialogTitle>
      <DialogContent>
        <dl>
          {MAP_KEYS.map(([key, what]) => (
            <div key={key}>
              <dt>
                <strong>{key}</strong>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
