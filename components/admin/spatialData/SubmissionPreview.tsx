import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useApiQuery } from '@/components/common/useApiQuery';
import { PREVIEW_STATES, type PreviewState } from '@/components/map/preview/previewStates';
import { getSubmissionFeatures } from '@/lib/client/spatialData';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { FeatureTable } from './FeatureTable';
import { PreflightReport } from './PreflightReport';

const SubmissionMap = dynamic(() => import('@/components/map/preview/SubmissionMap'), {
  ssr: false,
  loading: () => <Typography>Loading the map…</Typography>,
});

/** A version's features and difference (version 0: nothing uploaded, nothing to fetch). */
const versionFeatures = ({ submissionID, version }: { submissionID: string; version: number }) =>
  version > 0 ? getSubmissionFeatures(submissionID, version) : Promise.resolve(null);

/** A version's pre-flight report, difference from what is published, preview map and attribute table. */
export function SubmissionPreview({ detail }: { detail: SubmissionDetail }) {
  const latest = detail.versions[0];
  const { data, error } = useApiQuery(
    versionFeatures,
    { submissionID: detail.submissionID, version: latest?.version ?? 0 },
    0,
  );
  if (!latest) return <Typography>No file has been uploaded yet.</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="cardTitle" component="h3">
        Version {latest.version}: {latest.fileName}
      </Typography>
      <PreflightReport findings={latest.findings} blocking={latest.blocking} />
      {error && <Alert severity="error">{error}</Alert>}
      {data && (
        <>
          <Box component="section" aria-labelledby="diff-heading">
            <Typography variant="cardTitle" component="h3" id="diff-heading">
              Difference from what is published for {detail.organization}
            </Typography>
            <Typography data-testid="diff-counts">
              {data.diff.added} added, {data.diff.changed} changed, {data.diff.removed} removed,{' '}
              {data.diff.unchanged} unchanged
              {detail.publishedLayerKey
                ? ''
                : ' (this layer is not on the Map Explorer yet, so everything is new)'}
              .
            </Typography>
          </Box>
          <Typography id="preview-map-legend" component="div">
            Map legend:
            <List dense disablePadding>
              {(Object.keys(PREVIEW_STATES) as PreviewState[]).map((s) => (
                <ListItem key={s} disableGutters sx={{ py: 0 }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 14,
                      height: 14,
                      mr: 1,
                      bgcolor: PREVIEW_STATES[s].colour,
                      display: 'inline-block',
                    }}
                  />
                  {PREVIEW_STATES[s].label}
                </ListItem>
              ))}
            </List>
            The table below lists the same features.
          </Typography>
          <SubmissionMap
            submissionID={detail.submissionID}
            version={latest.version}
            geometryType={detail.geometryType}
            bbox={latest.bbox}
            describedBy="preview-map-legend"
          />
          <FeatureTable features={data.features} diff={data.diff} />
        </>
      )}
    </Stack>
  );
}
