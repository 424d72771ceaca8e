import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';

const COMPONENTS: Record<number, string> = {
  1: 'Component 1: planning in Urban Development Areas or growth areas',
  2: 'Component 2: emerging planning issues',
  3: 'Component 3: accessibility planning process',
  4: 'Component 4: planning outside urbanized areas',
};

/** One GAP-TA study: where it is, what it covers and where it stands. */
export function GapStudyDetail({ study }: { study: GapTaStudy }) {
  return (
    <article>
      <Link component={NextLink} href="/about/gap-ta">
        All GAP-TA studies
      </Link>
      <Typography variant="h1" sx={{ mt: 2 }} gutterBottom>
        {study.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Chip label={`FY${study.fiscalYear}`} />
        <Chip
          label={
            study.status === 'completed' ? 'Completed' : study.status === 'underway' ? 'Underway' : 'Starting'
          }
        />
        <Chip label={`${study.district} District`} />
        {study.illustrative && <IllustrativeChip label="Illustrative record" />}
      </Stack>
      <Typography sx={{ mb: 2, maxWidth: 900 }}>{study.summary}</Typography>
      <Typography component="dl" sx={{ '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1 } }}>
        <dt>Locality</dt>
        <dd>
          {study.locality} ({study.localityType})
        </dd>
        <dt>Program component</dt>
        <dd>{COMPONENTS[study.component]}</dd>
        <dt>Location</dt>
        <dd>
          {study.latitude.toFixed(4)}° N, {Math.abs(study.longitude).toFixed(4)}° W
        </dd>
      </Typography>
    </article>
  );
}
