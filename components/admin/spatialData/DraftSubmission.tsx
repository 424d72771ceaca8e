import Alert from '@mui/material/Alert';
import { FormMessage } from '@/components/common/FormMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSubmit } from '@/components/common/useSubmit';
import { mailSubmitted, updateSubmission } from '@/lib/client/spatialData';
import { NEXT_STEP } from '@/lib/shared/schemas/spatialData/rules';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { statusLabel, StatusHistory } from './StatusHistory';
import { SubmissionPreview } from './SubmissionPreview';
import { UploadForm } from './UploadForm';

/** One draft for its submitter: status and next step, upload, report and preview, submit, history. */
export function DraftSubmission({
  initial,
  maxUploadMb,
}: {
  initial: SubmissionDetail;
  maxUploadMb: number;
}) {
  const [detail, setDetail] = useState(initial);
  const { message, run, setMessage } = useSubmit();
  const latest = detail.versions[0];
  const submit = () =>
    run(async () => {
      const d = await updateSubmission({ submissionID: detail.submissionID, submit: true });
      setDetail(d);
      await mailSubmitted(d.submissionID).catch(() => undefined);
      return `Submitted for review. Your tracking number is ${d.trackingNumber}; a receipt is on its way by email.`;
    }, 'The submission could not be sent for review.');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2">{detail.title}</Typography>
        <Typography data-testid="submission-status">
          Tracking number <strong>{detail.trackingNumber}</strong> · {detail.layerName} · Status:{' '}
          <strong>{statusLabel(detail.status)}</strong>. {NEXT_STEP[detail.status]}
        </Typography>
      </Box>
      <FormMessage message={message} />
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
      {latest && <SubmissionPreview key={latest.version} detail={detail} audience="submitter" />}
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
