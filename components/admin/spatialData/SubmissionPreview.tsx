import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useApiQuery } from '@/components/common/useApiQuery';
import { PREVIEW_STATES, type PreviewState } from '@/components/map/preview/previewStates';
import { getSubmissionFeatures } from '@/lib/client/spatialData';
import type { SubmissionDetail } from '@/lib/shared/schemas/spatialData';
import { ChangesTable, FeatureTable } from './FeatureTable';
import { PreflightReport, type ReportAudience } from './PreflightReport';
import { dateTime } from './StatusHistory';

const SubmissionMap = dynamic(() => import('@/components/map/preview/SubmissionMap'), {
  ssr: false,
  loading: () => <Typography>Loading the map…</Typography>,
});

/** A version's features and difference (version 0: nothing uploaded, nothing to fetch). */
const versionFeatures = ({
  submissionID,
  version,
  against,
}: {
  submissionID: string;
  version: number;
  against: number | null;
}) =>
  version > 0 ? getSubmissionFeatures(submissionID, version, against ?? undefined) : Promise.resolve(null);

/**
 * A version's pre-flight report, its difference from what is published (or from another version: v1 → v2),
 * preview map and attribute table, and the features it changes (old → new values) or removes.
 */
export function SubmissionPreview({
  detail,
  audience,
}: {
  detail: SubmissionDetail;
  audience: ReportAudience;
}) {
  const kept = detail.versions.filter((v) => v.prunedAt === null);
  const [shown, setShown] = useState(detail.versions[0]?.version ?? 0);
  const [against, setAgainst] = useState<number | null>(null);
  const current = detail.versions.find((v) => v.version === shown) ?? detail.versions[0];
  const others = kept.filter((v) => v.version !== current?.version);
  const comparedWith = others.some((v) => v.version === against) ? against : null;
  const { data, error } = useApiQuery(
    versionFeatures,
    {
      submissionID: detail.submissionID,
      version: current?.prunedAt ? 0 : (current?.version ?? 0),
      against: comparedWith,
    },
    0,
  );
  if (!current) return <Typography>No file has been uploaded yet.</Typography>;
  const earlier =
    comparedWith === null ? `what is published for ${detail.organization}` : `version ${comparedWith}`;
  return (
    <Stack spacing={2}>
      {detail.versions.length > 1 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Version shown"
            value={current.version}
            onChange={(e) => setShown(Number(e.target.value))}
            sx={{ minWidth: 260 }}
          >
            {detail.versions.map((v) => (
              <MenuItem key={v.version} value={v.version}>
                Version {v.version}: {v.fileName} ({dateTime(v.createdAt)})
                {v.prunedAt ? ', files removed' : ''}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Compare with"
            value={comparedWith ?? 0}
            onChange={(e) => setAgainst(Number(e.target.value) || null)}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value={0}>What is published now</MenuItem>
            {others.map((v) => (
              <MenuItem key={v.version} value={v.version}>
                Version {v.version}: {v.fileName}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      <Typography variant="cardTitle" component="h3">
        Version {current.version}: {current.fileName}
      </Typography>
      <PreflightReport findings={current.findings} blocking={current.blocking} audience={audience} />
      {current.prunedAt && (
        <Alert severity="info">
          The files of version {current.version} were removed to save space; its report and history remain.
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {data && (
        <>
          <Box component="section" aria-labelledby="diff-heading">
            <Typography variant="cardTitle" component="h3" id="diff-heading">
              Difference from {earlier}
            </Typography>
            <Typography data-testid="diff-counts" role="status">
              Version {current.version} against {earlier}: {data.diff.added} added, {data.diff.changed}{' '}
              changed, {data.diff.removed} removed, {data.diff.unchanged} unchanged
              {comparedWith === null && !detail.publishedLayerKey
                ? ' (this layer is not on the Map Explorer yet, so everything is new)'
                : ''}
              .
            </Typography>
            <ChangesTable diff={data.diff} earlier={earlier} />
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
            version={current.version}
            against={comparedWith}
            geometryType={detail.geometryType}
            bbox={current.bbox}
            describedBy="preview-map-legend"
          />
          <FeatureTable features={data.features} diff={data.diff} />
        </>
      )}
    </Stack>
  );
}
