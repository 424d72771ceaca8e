import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import {
  UploadError,
  createSubmission,
  mailDraftCreated,
  mailSubmitted,
  updateSubmission,
  uploadFile,
} from '@/lib/client/intake';
import { ACCEPTED_EXTENSIONS, CRS_CHOICES, NEXT_STEP, type CrsCode } from '@/lib/shared/intake';
import type { SpatialLayer, SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { statusLabel, StatusHistory } from './StatusHistory';
import { SubmissionPreview } from './SubmissionPreview';

const TYPE_TEXT = { string: 'text', integer: 'whole number', double: 'number' } as const;

/** What a layer takes: geometry type and expected fields, said in words. */
export function LayerRequirements({ layer }: { layer: SpatialLayer }) {
  return (
    <Box data-testid="layer-requirements">
      <Typography>{layer.description}</Typography>
      <Typography>
        Geometry: <strong>{layer.geometryType === 'line' ? 'lines' : `${layer.geometryType}s`}</strong>.
        Expected fields:{' '}
        {layer.expectedFields.map((f, i) => (
          <span key={f.name}>
            {i > 0 && ', '}
            <strong>{f.name}</strong> ({f.label}, {TYPE_TEXT[f.type]})
          </span>
        ))}
        .
      </Typography>
    </Box>
  );
}

function NewDraft({ layers }: { layers: SpatialLayer[] }) {
  const router = useRouter();
  const [layerID, setLayerID] = useState(layers[0]?.layerID ?? '');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const layer = layers.find((l) => l.layerID === layerID);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const d = await createSubmission({ layerID, title, description });
      await mailDraftCreated(d.submissionID).catch(() => undefined);
      await router.push(`/admin/spatial-data/intake?submission=${d.submissionID}`);
    } catch (err) {
      const detail = (err as { detail?: string | null }).detail;
      setError(`${(err as Error).message}${detail ? `: ${detail}` : ''}`);
    } finally {
      setBusy(false);
    }
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

function UploadForm({
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
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ text: string; crs: boolean } | null>(null);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setError(null);
    if (file.size > maxUploadMb * 1024 * 1024) {
      setError({
        text: `The file is larger than ${maxUploadMb} MB, the most one upload may be.`,
        crs: false,
      });
      return;
    }
    setProgress(0);
    try {
      onUploaded(await uploadFile(detail.submissionID, file, crs || null, setProgress));
    } catch (err) {
      const u = err as UploadError;
      setError({ text: u.detail ?? u.message, crs: u.field === 'crs' });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={send} aria-labelledby="upload-heading">
      <Typography variant="h2" id="upload-heading">
        Upload {detail.versions.length > 0 ? 'a new version' : 'the file'}
      </Typography>
      <Typography>
        A zipped shapefile (.shp, .shx, .dbf with its .prj and .cpg), GeoJSON, KML or KMZ, or a CSV with
        latitude and longitude columns; at most {maxUploadMb} MB.
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
          accept={ACCEPTED_EXTENSIONS.join(',')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Box>
      <TextField
        select
        label="Coordinate system (only if the file has no .prj)"
        value={crs}
        onChange={(e) => setCrs(e.target.value as CrsCode | '')}
        error={error?.crs ?? false}
        helperText="Leave on “Detect from the file” unless the report asks you to choose."
      >
        <MenuItem value="">Detect from the file</MenuItem>
        {CRS_CHOICES.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      {progress !== null && (
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
      {error && (
        <Alert severity="error" role="alert">
          {error.text}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!file || progress !== null}>
          Upload and check
        </Button>
      </Box>
    </Stack>
  );
}

function Draft({ initial, maxUploadMb }: { initial: SubmissionDetail; maxUploadMb: number }) {
  const [detail, setDetail] = useState(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const latest = detail.versions[0];
  const submit = async () => {
    setMessage(null);
    try {
      const d = await updateSubmission({ submissionID: detail.submissionID, submit: true });
      setDetail(d);
      await mailSubmitted(d.submissionID).catch(() => undefined);
      setMessage({
        ok: true,
        text: `Submitted for review. Your tracking number is ${d.trackingNumber}; a receipt is on its way by email.`,
      });
    } catch (err) {
      const detailText = (err as { detail?: string | null }).detail;
      setMessage({ ok: false, text: `${(err as Error).message}${detailText ? `: ${detailText}` : ''}` });
    }
  };
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2">{detail.title}</Typography>
        <Typography data-testid="submission-status">
          Tracking number <strong>{detail.trackingNumber}</strong> · {detail.layerName} · Status:{' '}
          <strong>{statusLabel(detail.status)}</strong>. {NEXT_STEP[detail.status]}
        </Typography>
      </Box>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      {detail.status === 'changes-requested' && (
        <Alert severity="warning">
          The reviewer asked for changes:{' '}
          {
            [...detail.history]
              .reverse()
              .find((h) => h.status === 'changes-requested' && h.by !== detail.submitterEmail)?.note
          }
        </Alert>
      )}
      {detail.editable && (
        <UploadForm
          detail={detail}
          maxUploadMb={maxUploadMb}
          onUploaded={(d) => {
            setDetail(d);
            setMessage(null);
          }}
        />
      )}
      {latest && <SubmissionPreview key={latest.version} detail={detail} />}
      {detail.editable && latest && (
        <Box>
          <Button variant="contained" onClick={submit} disabled={latest.blocking}>
            Submit for review
          </Button>
          {latest.blocking && (
            <Typography>Fix the findings marked “Fix” and upload again to submit.</Typography>
          )}
        </Box>
      )}
      {!detail.editable && detail.status !== 'draft' && (
        <Typography>
          This submission can no longer be changed here. To change it, ask the OIPI reviewer (quote{' '}
          {detail.trackingNumber}).
        </Typography>
      )}
      <Typography variant="h2">History</Typography>
      <StatusHistory history={detail.history} />
    </Stack>
  );
}

/** The intake page's body: a new draft form, or one submission's upload, report, preview and submit. */
export function IntakeWizard({
  layers,
  detail,
  maxUploadMb,
}: {
  layers: SpatialLayer[];
  detail: SubmissionDetail | null;
  maxUploadMb: number;
}) {
  return detail ? (
    <Draft key={detail.submissionID} initial={detail} maxUploadMb={maxUploadMb} />
  ) : (
    <NewDraft layers={layers} />
  );
}
