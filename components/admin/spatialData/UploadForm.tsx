import { FormMessage } from '@/components/common/FormMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { UploadError, uploadFile } from '@/lib/client/spatialData';
import { errorText } from '@/lib/client/request';
import {
  CRS_CHOICES,
  csvMisfit,
  extensionsFor,
  formatsSentence,
  type CrsCode,
} from '@/lib/shared/schemas/spatialData/rules';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';

/** Upload a file (or a new version) to a draft, with a progress bar; a refused file says why in an alert. */
export function UploadForm({
  detail,
  maxUploadMb,
  onUploaded,
}: {
  detail: SubmissionDetail;
  maxUploadMb: number;
  onUploaded: (d: SubmissionDetail) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [crs, setCrs] = useState<CrsCode | ''>('');
  // A GeoPackage with several layers: the server names them and the person picks one.
  const [layers, setLayers] = useState<string[]>([]);
  const [layer, setLayer] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  // A long pre-flight: the file is uploaded and its check runs on the server (the page asks until it is done).
  const [checking, setChecking] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; crs: boolean } | null>(null);
  // What the last upload did, focused when it appears: the button is disabled while it runs, so the focus
  // would otherwise drop to the page body.
  const [done, setDone] = useState<string | null>(null);
  const shapefile = file !== null && /\.zip$/i.test(file.name);
  const askCrs = shapefile || crs !== '' || error?.crs === true;
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setError(null);
    setDone(null);
    if (file.size > maxUploadMb * 1024 * 1024) {
      setError({
        text: `The file is larger than ${maxUploadMb} MB, the most one upload may be.`,
        crs: false,
      });
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadFile(
        detail.submissionID,
        file,
        crs || null,
        setProgress,
        layer || null,
        setChecking,
      );
      const version = uploaded.versions[0];
      setDone(
        `‘${file.name}’ is uploaded and checked${version ? ` as version ${version.version}` : ''}. ` +
          (version?.blocking
            ? 'Its report below lists what to fix before you can submit.'
            : 'Its report and preview are below.'),
      );
      onUploaded(uploaded);
    } catch (err) {
      if (err instanceof UploadError && err.field === 'layer' && err.choices.length > 0) {
        setLayers(err.choices);
        if (!err.choices.includes(layer)) setLayer('');
      }
      setError({
        text: errorText(err, 'The file could not be uploaded. Try again.'),
        crs: err instanceof UploadError && err.field === 'crs',
      });
    } finally {
      setProgress(null);
      setChecking(null);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={send} aria-labelledby="upload-heading">
      <Typography variant="h2" id="upload-heading">
        Upload {detail.versions.length > 0 ? 'a new version' : 'the file'}
      </Typography>
      <Typography data-testid="upload-formats">
        {formatsSentence(detail.geometryType)}; at most {maxUploadMb} MB (a zip may expand to 256 MB), 500,000
        vertices in one feature and 5,000,000 in the file.
      </Typography>
      <Box>
        <label htmlFor="intake-file">
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            File
          </Typography>
        </label>
        <input
          id="intake-file"
          type="file"
          accept={extensionsFor(detail.geometryType).join(',')}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setLayers([]);
            setLayer('');
            // Said at once: a CSV of points cannot fit a layer of lines or polygons (the server says it too).
            const misfit = chosen && /\.csv$/i.test(chosen.name) && detail.geometryType !== 'point';
            setError(misfit ? { text: csvMisfit(detail.geometryType), crs: false } : null);
          }}
        />
      </Box>
      {layers.length > 0 && (
        <TextField
          select
          required
          label="GeoPackage layer to submit"
          value={layer}
          onChange={(e) => setLayer(e.target.value)}
          helperText="The GeoPackage holds several layers: choose one, then upload again."
        >
          {layers.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {/* Only a shapefile says its coordinate system in a side file (.prj); GeoJSON, KML and KMZ are always
          longitude/latitude and a GeoPackage names its own, so the chooser is offered for a zip, or when the
          server could not tell the system and asks for it. */}
      {askCrs && (
        <TextField
          select
          label={
            shapefile
              ? 'Coordinate system (only if the shapefile has no .prj)'
              : 'Coordinate system of the file'
          }
          value={crs}
          onChange={(e) => setCrs(e.target.value as CrsCode | '')}
          error={error?.crs ?? false}
          // The empty choice is a real one ("Detect from the file"): shown, not an empty box.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          helperText="Leave on “Detect from the file” unless the report asks you to choose."
        >
          <MenuItem value="">Detect from the file</MenuItem>
          {CRS_CHOICES.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box role="status">
        {checking && (
          <Typography>
            ‘{checking}’ is uploaded and still being checked. Its report appears here when it is ready; large
            or detailed files can take up to a minute. You may leave this page: the new version is listed once
            the check is done.
          </Typography>
        )}
      </Box>
      {progress !== null && !checking && (
        <Box>
          <Typography id="upload-progress-label">
            Uploading and checking… {Math.round(progress * 100)}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress * 100}
            aria-labelledby="upload-progress-label"
          />
        </Box>
      )}
      <FormMessage
        message={error ? { ok: false, text: error.text } : done ? { ok: true, text: done } : null}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!file || progress !== null}>
          Upload and check
        </Button>
      </Box>
    </Stack>
  );
}
