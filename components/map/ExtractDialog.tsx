import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { getExtractJob, initializeExtractJob, startExtractJob } from '@/lib/client/extract';
import { ApiError } from '@/lib/client/request';
import type { ExtractJob, ExtractJobInput, ExtractOptions } from '@/lib/shared/schemas/extract';
import type { FeatureFormat } from '@/lib/shared/schemas/layers';
import { AreaPicker, areaChoices, type PickedArea } from './AreaPicker';
import { toGeoJsonPolygon, type Sketch, type Sketcher } from './sketch';

interface Props {
  open: boolean;
  onClose: () => void;
  sketcher: () => Sketcher;
  /** Layers turned on in the map: chosen at first. */
  visibleKeys: string[];
}

const STATUS_TEXT: Record<ExtractJob['status'], string> = {
  queued: 'Waiting to start…',
  running: 'Cutting the features to the area…',
  succeeded: 'Ready.',
  failed: 'The extract failed.',
};
/** One line on the job: its area, what it is doing and, when done, how many features it holds. */
const statusLine = (job: ExtractJob) =>
  [
    `${job.area.label}: ${STATUS_TEXT[job.status]}`,
    job.status === 'running' ? `${job.progress}%` : null,
    job.status === 'succeeded' ? `${(job.featureCount ?? 0).toLocaleString('en-US')} features.` : null,
  ]
    .filter(Boolean)
    .join(' ');
const errorText = (e: unknown) => (e instanceof ApiError ? (e.detail ?? e.message) : String(e));

/** "Extract data for an area": pick or draw an area, choose layers and a format, follow the job, download. */
export function ExtractDialog({ open, onClose, sketcher, visibleKeys }: Props) {
  const [options, setOptions] = useState<ExtractOptions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mode, setMode] = useState<'pick' | 'draw'>('pick');
  const [picked, setPicked] = useState<PickedArea | null>(null);
  const [drawn, setDrawn] = useState<Sketch | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [format, setFormat] = useState<FeatureFormat>('geojson');
  const [website, setWebsite] = useState('');
  const [job, setJob] = useState<ExtractJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open || options) return;
    initializeExtractJob().then(setOptions, (e: unknown) => setLoadError(errorText(e)));
  }, [open, options]);
  // Follows a job until it has finished (once a second).
  const jobId = job && (job.status === 'queued' || job.status === 'running') ? job.id : null;
  useEffect(() => {
    if (!jobId) return;
    const timer = setInterval(() => {
      getExtractJob(jobId).then(setJob, (e: unknown) => setError(errorText(e)));
    }, 1000);
    return () => clearInterval(timer);
  }, [jobId]);

  const layers = chosen ?? visibleKeys.filter((k) => options?.layers.some((l) => l.key === k));
  const toggle = (key: string) =>
    setChosen(layers.includes(key) ? layers.filter((k) => k !== key) : [...layers, key]);
  const draw = async () => {
    setDrawing(true);
    try {
      setDrawn(await sketcher().draw('polygon'));
    } finally {
      setDrawing(false);
    }
  };
  const area: ExtractJobInput['area'] | null =
    mode === 'draw'
      ? drawn && drawn.geometry.type === 'polygon'
        ? { kind: 'polygon', geometry: toGeoJsonPolygon(drawn.geometry) }
        : null
      : picked &&
        (picked.kind === 'locality'
          ? { kind: 'locality', fips: picked.fips }
          : { kind: 'district', name: picked.name as never });
  const start = async () => {
    setError(null);
    if (!area)
      return setError(
        mode === 'draw' ? 'Draw an area on the map first.' : 'Choose a county, city or district.',
      );
    if (layers.length === 0) return setError('Choose at least one layer.');
    try {
      setJob(await startExtractJob({ area, layers, format, ...(website ? { website } : {}) }));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const busy = jobId !== null;

  return (
    <Dialog open={open && !drawing} onClose={onClose} aria-labelledby="extract-title" fullWidth maxWidth="sm">
      <DialogTitle id="extract-title">Extract data for an area</DialogTitle>
      <DialogContent>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        <Typography sx={{ mb: 2 }}>
          The features of the layers you choose are cut to the area and saved as one zip file.
          {options &&
            ` At most ${options.limits.maxAreaSqKm.toLocaleString('en-US')} km², ${options.limits.maxLayers} layers and ${options.limits.maxFeatures.toLocaleString('en-US')} features.`}
        </Typography>
        <FormLabel id="extract-area-label">Area</FormLabel>
        <RadioGroup
          row
          aria-labelledby="extract-area-label"
          value={mode}
          onChange={(e) => setMode(e.target.value as 'pick' | 'draw')}
        >
          <FormControlLabel value="pick" control={<Radio />} label="A county, city or district" />
          <FormControlLabel value="draw" control={<Radio />} label="Draw an area on the map" />
        </RadioGroup>
        {mode === 'pick' && options && (
          <AreaPicker
            label="County, city or district"
            choices={areaChoices(options)}
            value={picked}
            onChange={setPicked}
          />
        )}
        {mode === 'draw' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void draw()}>
              {drawn ? 'Draw again' : 'Draw on the map'}
            </Button>
            <Typography>
              {drawn
                ? `Drawn area: ${Math.round(drawn.sqKm).toLocaleString('en-US')} km².`
                : 'Click the corners on the map, double-click to finish, Escape to cancel.'}
            </Typography>
          </Box>
        )}
        <FormLabel component="legend" sx={{ mt: 2, display: 'block' }} id="extract-layers-label">
          Layers
        </FormLabel>
        <FormGroup
          aria-labelledby="extract-layers-label"
          sx={{ maxHeight: 200, overflowY: 'auto', flexWrap: 'nowrap' }}
        >
          {options?.layers.map((l) => (
            <FormControlLabel
              key={l.key}
              control={<Checkbox checked={layers.includes(l.key)} onChange={() => toggle(l.key)} />}
              label={`${l.name}${l.illustrative ? ' (illustrative)' : ''}`}
            />
          ))}
        </FormGroup>
        <TextField
          select
          label="Format"
          value={format}
          onChange={(e) => setFormat(e.target.value as FeatureFormat)}
          size="small"
          sx={{ mt: 2, minWidth: 240 }}
        >
          {options?.formats.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <Box aria-hidden sx={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            Website
            <input
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
            />
          </label>
        </Box>
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {job && (
            <>
              <Typography data-testid="extract-status">{statusLine(job)}</Typography>
              {busy && (
                <LinearProgress variant="determinate" value={job.progress} aria-label="Extract progress" />
              )}
              {job.status === 'failed' && <Alert severity="error">{job.error}</Alert>}
              {job.downloadUrl && (
                <Button href={job.downloadUrl} download variant="contained" sx={{ mt: 1 }}>
                  Download the extract (zip, {Math.ceil((job.bytes ?? 0) / 1024).toLocaleString('en-US')} KB)
                </Button>
              )}
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => void start()} disabled={busy || !options}>
          Start extract
        </Button>
      </DialogActions>
    </Dialog>
  );
}
