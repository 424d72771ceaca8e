import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { HoneypotField } from '@/components/common/HoneypotField';
import type { AttributeFilter, FeatureFormat } from '@/lib/shared/schemas/layers';
import { ExtractArea } from './extract/ExtractArea';
import { ExtractStatus } from './extract/ExtractStatus';
import { useExtractArea, useExtractJob, useExtractOptions } from './extract/useExtract';
import type { Sketcher } from './sketch';

interface Props {
  open: boolean;
  onClose: () => void;
  sketcher: () => Sketcher;
  /** Layers turned on in the map: chosen at first. */
  visibleKeys: string[];
  /** The table's filters by layer, with their words: an extract of the layer takes them. */
  filtered?: Record<string, { filters: AttributeFilter[]; words: string }>;
  /** Says what to do while the dialog is hidden for drawing (the map tools' status line). */
  onStatus?: (message: string) => void;
}

/** "Extract data for an area": pick or draw an area, choose layers and a format, follow the job, download. */
export function ExtractDialog({ open, onClose, sketcher, visibleKeys, filtered = {}, onStatus }: Props) {
  const { data: options, error: loadError } = useExtractOptions(open);
  const { area, drawing, ...areaFields } = useExtractArea(sketcher, onStatus);
  const { job, error, setError, start, running } = useExtractJob();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [format, setFormat] = useState<FeatureFormat>('geojson');
  const [website, setWebsite] = useState('');

  const layers = chosen ?? visibleKeys.filter((k) => options?.layers.some((l) => l.key === k));
  const toggle = (key: string) =>
    setChosen(layers.includes(key) ? layers.filter((k) => k !== key) : [...layers, key]);
  const submit = () => {
    if (!area)
      return setError(
        areaFields.mode === 'draw' ? 'Draw an area on the map first.' : 'Choose a county, city or district.',
      );
    if (layers.length === 0) return setError('Choose at least one layer.');
    const filters = Object.fromEntries(withFilter.map((k) => [k, filtered[k]!.filters]));
    void start({
      area,
      layers,
      format,
      ...(withFilter.length ? { filters } : {}),
      ...(website ? { website } : {}),
    });
  };
  const withFilter = layers.filter((k) => filtered[k]?.filters.length);
  // The layers on in the map (chosen at first) are listed first, so the chosen ones are in sight when the dialog
  // opens; the order then stays put while boxes are ticked (a list that reorders under the pointer loses people).
  const listed = useMemo(() => {
    const all = options?.layers ?? [];
    return [
      ...all.filter((l) => visibleKeys.includes(l.key)),
      ...all.filter((l) => !visibleKeys.includes(l.key)),
    ];
  }, [options, visibleKeys]);
  const nameOf = (key: string) => options?.layers.find((l) => l.key === key)?.name ?? key;

  return (
    <Dialog open={open && !drawing} onClose={onClose} aria-labelledby="extract-title" fullWidth maxWidth="sm">
      <DialogTitle id="extract-title">Extract data for an area</DialogTitle>
      <DialogContent>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        <Typography sx={{ mb: 2 }}>
          The features of the layers you choose are cut to the area and saved as one zip file.
          {options &&
            ` At most ${options.limits.maxAreaSqKm.toLocaleString('en-US')} km², ${options.limits.maxLayers} layers and ${options.limits.maxFeatures.toLocaleString('en-US')} features; a drawn area of at most ${options.limits.maxVertices.toLocaleString('en-US')} points. An extract that takes more than ${options.limits.maxSeconds} seconds to make is stopped: then draw a simpler shape or pick a county.`}
        </Typography>
        <ExtractArea {...areaFields} options={options} />
        <FormLabel sx={{ mt: 2, display: 'block' }} id="extract-layers-label">
          Layers
          {options && ` (${layers.length} of ${options.layers.length} chosen)`}
        </FormLabel>
        {/* The whole list, in the dialog's own scroll: an inner box of 200 px showed 5 of 25 and hid the ticked. */}
        <FormGroup role="group" aria-labelledby="extract-layers-label" sx={{ flexWrap: 'nowrap' }}>
          {listed.map((l) => (
            <FormControlLabel
              key={l.key}
              control={<Checkbox checked={layers.includes(l.key)} onChange={() => toggle(l.key)} />}
              label={`${l.name}${l.illustrative ? ' (illustrative)' : ''}`}
            />
          ))}
        </FormGroup>
        {withFilter.length > 0 && (
          <Typography variant="small" component="p" data-testid="extract-filter-note" sx={{ mt: 1 }}>
            Filtered as in the table, so only these features are extracted:{' '}
            {withFilter.map((k) => `${nameOf(k)} (${filtered[k]!.words})`).join('; ')}.
          </Typography>
        )}
        {/* The formats come with the options: no empty list to choose from while they load. */}
        {options && (
          <TextField
            select
            label="Format"
            value={format}
            onChange={(e) => setFormat(e.target.value as FeatureFormat)}
            size="small"
            sx={{ mt: 2, minWidth: 240 }}
          >
            {options.formats.map((f) => (
              <MenuItem key={f.value} value={f.value}>
                {f.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <HoneypotField value={website} onChange={setWebsite} />
        <ExtractStatus job={job} error={error} running={running} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={submit} disabled={running || !options}>
          Start extract
        </Button>
      </DialogActions>
    </Dialog>
  );
}
