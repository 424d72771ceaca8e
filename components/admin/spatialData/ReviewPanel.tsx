import { FormMessage } from '@/components/common/FormMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { postStatus, rollBackPublish } from '@/lib/client/spatialData';
import {
  ACTION_LABELS,
  REVIEW_ACTIONS,
  type ReviewAction,
  type SubmissionStatus,
} from '@/lib/shared/schemas/spatialData/rules';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { dateTime, statusLabel, StatusHistory } from './StatusHistory';
import { SubmissionPreview } from './SubmissionPreview';
import { count } from '@/lib/shared/count';

const actionsFor = (status: SubmissionStatus) =>
  (Object.keys(REVIEW_ACTIONS) as ReviewAction[]).filter((a) =>
    (REVIEW_ACTIONS[a] as readonly SubmissionStatus[]).includes(status),
  );

/** One submission for a reviewer: its report, difference, map and table, history, and the actions open now. */
export function ReviewPanel({ initial }: { initial: SubmissionDetail }) {
  const [detail, setDetail] = useState(initial);
  const [note, setNote] = useState('');
  const submit = useSubmit();
  const { busy, message } = submit;
  const run = (label: string, call: () => Promise<SubmissionDetail>) =>
    submit.run(async () => {
      const d = await call();
      setDetail(d);
      setNote('');
      return `${label}: the submission is now ${statusLabel(d.status).toLowerCase()}.`;
    }, `${label}: that did not work. Try again.`);
  const current = detail.publications.find((p) => p.rolledBackAt === null);
  // Publishing and rolling back change the public map: each asks first.
  const [confirming, setConfirming] = useState<'publish' | 'roll-back' | null>(null);
  const latest = detail.versions[0];
  const publish = () =>
    run(ACTION_LABELS.published, () =>
      postStatus({ submissionID: detail.submissionID, status: 'published', note: note.trim() || undefined }),
    );
  const rollBack = () =>
    run('Roll back', () =>
      rollBackPublish({ submissionID: detail.submissionID, note: note.trim() || undefined }),
    );
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2">{detail.title}</Typography>
        <Typography data-testid="submission-status">
          Tracking number <strong>{detail.trackingNumber}</strong> · {detail.layerName} ·{' '}
          {detail.organization} ({detail.submitterEmail}) · Status:{' '}
          <strong>{statusLabel(detail.status)}</strong>
          {detail.overdue && ' · Overdue'}
        </Typography>
        {detail.description && <Typography>{detail.description}</Typography>}
      </Box>
      <Box component="section" aria-labelledby="actions-heading">
        <Typography variant="h2" id="actions-heading">
          Actions
        </Typography>
        <TextField
          label="Note to the submitter (required to request changes or reject)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ my: 1 }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actionsFor(detail.status).map((a) => (
            <Button
              key={a}
              variant={a === 'rejected' ? 'outlined' : 'contained'}
              color={a === 'rejected' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() =>
                a === 'published'
                  ? setConfirming('publish')
                  : run(ACTION_LABELS[a], () =>
                      postStatus({
                        submissionID: detail.submissionID,
                        status: a,
                        note: note.trim() || undefined,
                      }),
                    )
              }
            >
              {ACTION_LABELS[a]}
            </Button>
          ))}
          {detail.status === 'published' && current && (
            <Button variant="outlined" disabled={busy} onClick={() => setConfirming('roll-back')}>
              Roll back the publish of {dateTime(current.publishedAt)}
            </Button>
          )}
          {actionsFor(detail.status).length === 0 && detail.status !== 'published' && (
            <Typography>
              No review action is open for a submission that is {statusLabel(detail.status).toLowerCase()}.
            </Typography>
          )}
        </Stack>
        <FormMessage message={message} sx={{ mt: 1 }} />
      </Box>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby="confirm-title"
        aria-describedby="confirm-text"
      >
        <DialogTitle id="confirm-title">
          {confirming === 'publish' ? 'Publish to the Map Explorer?' : 'Roll back this publish?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-text">
            {confirming === 'publish'
              ? `${detail.organization}’s features on the public ${detail.layerName} layer will be replaced by the ${count(latest?.featureCount ?? 0, 'feature')} of version ${latest?.version ?? ''}. The replaced features are kept, so the publish can be rolled back.`
              : `The features published on ${current ? dateTime(current.publishedAt) : ''} leave the public ${detail.layerName} layer and ${detail.organization}’s earlier features return. The submission goes back to approved.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              const act = confirming === 'publish' ? publish : rollBack;
              setConfirming(null);
              act();
            }}
          >
            {confirming === 'publish' ? 'Publish' : 'Roll back'}
          </Button>
        </DialogActions>
      </Dialog>
      <SubmissionPreview
        key={`${detail.versions[0]?.version}-${detail.status}`}
        detail={detail}
        audience="reviewer"
      />
      <Typography variant="h2">History</Typography>
      <StatusHistory history={detail.history} />
    </Stack>
  );
}
