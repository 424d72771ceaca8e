import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ExtractJob } from '@/lib/shared/schemas/extract';
import { count } from '@/lib/shared/count';

const STATUS_TEXT: Record<ExtractJob['status'], string> = {
  queued: 'Waiting to start…',
  running: 'Cutting the features to the area…',
  succeeded: 'Ready.',
  failed: 'The extract failed.',
};

/** One line on the job: its area, what it is doing and, when done, how many features it holds. */
export const statusLine = (job: ExtractJob) =>
  [
    `${job.area.label}: ${STATUS_TEXT[job.status]}`,
    job.status === 'running' ? `${job.progress}%` : null,
    job.status === 'succeeded' ? `${count(job.featureCount ?? 0, 'feature')}.` : null,
  ]
    .filter(Boolean)
    .join(' ');

/** Which filters the extract applies, or that it holds every feature in the area. */
export const filterLine = (job: ExtractJob) =>
  job.filters.length
    ? `Filter applied: ${job.filters.map((f) => `${f.layerName} (${f.words})`).join('; ')}.`
    : 'No filter: every feature of the chosen layers in the area.';

/** Where the extract stands (a live region): the error, the job's progress, its failure or the download. */
export function ExtractStatus({
  job,
  error,
  running,
}: {
  job: ExtractJob | null;
  error: string | null;
  running: boolean;
}) {
  return (
    <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
      {error && <Alert severity="error">{error}</Alert>}
      {job && (
        <>
          <Typography data-testid="extract-status">{statusLine(job)}</Typography>
          <Typography variant="small" component="p" data-testid="extract-filters">
            {filterLine(job)}
          </Typography>
          {running && (
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
  );
}
