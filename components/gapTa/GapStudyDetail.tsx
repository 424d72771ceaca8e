import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { mapExplorerPath, studyPath } from '@/lib/shared/routes';

// ArcGIS loads only in the browser and only on pages with a map.
const StudyMap = dynamic(() => import('@/components/map/StudyMap'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={400} aria-label="Loading the map" />,
});

/** The county or independent city holding the study's point. */
export type StudyPlace = { fips: string; name: string } | null;

const STATUS: Record<GapTaStudy['status'], string> = {
  completed: 'Completed',
  underway: 'Underway',
  starting: 'Starting',
};

const COMPONENTS: Record<number, string> = {
  1: 'Component 1: planning in Urban Development Areas or growth areas',
  2: 'Component 2: emerging planning issues',
  3: 'Component 3: accessibility planning process',
  4: 'Component 4: planning outside urbanized areas',
};

interface Props {
  study: GapTaStudy;
  place: StudyPlace;
  /** The nearest other studies. */
  others: GapTaStudy[];
  metadata: LayerMetadata[];
  /** The study area, for a study awarded on the site (issue 27). */
  area?: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
}

/** One GAP-TA study: where it is (on the map, with the studies around it), what it covers and where it stands. */
export function GapStudyDetail({ study, place, others, metadata, area = null }: Props) {
  const explorer = mapExplorerPath({ layer: 'gap-ta-studies', feature: study.gapId });
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
        <Chip label={STATUS[study.status]} />
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
        {place && place.name !== study.locality && (
          <>
            <dt>County or city</dt>
            <dd>{place.name}</dd>
          </>
        )}
        <dt>Location</dt>
        <dd>
          {study.latitude.toFixed(4)}° N, {Math.abs(study.longitude).toFixed(4)}° W
        </dd>
      </Typography>
      <Box component="section" aria-labelledby="study-map-heading" sx={{ my: 3 }}>
        <Typography id="study-map-heading" component="h2" variant="panelTitle" sx={{ mb: 1 }}>
          On the map
        </Typography>
        <StudyMap
          gapId={study.gapId}
          latitude={study.latitude}
          longitude={study.longitude}
          localityFips={place?.fips ?? null}
          metadata={metadata}
          area={area}
        />
        {/* A full page load: a second ArcGIS view created by client-side navigation right after this one was
            destroyed did not finish drawing in Chromium here (see the issue note). */}
        <Link href={explorer} sx={{ display: 'inline-block', mt: 1 }}>
          Open this study in the Map Explorer
        </Link>
      </Box>
      {others.length > 0 && (
        <Box component="section" aria-labelledby="nearby-heading">
          <Typography id="nearby-heading" component="h2" variant="panelTitle" sx={{ mb: 1 }}>
            Other GAP-TA studies nearby
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="nearby-heading" sx={{ maxWidth: 900 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Study</TableCell>
                  <TableCell>Locality</TableCell>
                  <TableCell>Fiscal year</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {others.map((o) => (
                  <TableRow key={o.gapId}>
                    <TableCell>
                      <Link component={NextLink} href={studyPath(o.gapId)}>
                        {o.title}
                      </Link>
                    </TableCell>
                    <TableCell>{o.locality}</TableCell>
                    <TableCell>FY{o.fiscalYear}</TableCell>
                    <TableCell>{STATUS[o.status]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      )}
    </article>
  );
}
