import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { IllustrativeChip } from '@/components/common/IllustrativeChip';
import { Chip } from '@/components/ui/Chip';
import { Skeleton } from '@/components/ui/Skeleton';
import table from '@/components/ui/table.module.css';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { mapExplorerPath, studyPath } from '@/lib/shared/routes';
import text from '@/styles/type.module.css';
import css from './study.module.css';

// ArcGIS loads only in the browser and only on pages with a map. The map's panels use MUI: the chunk brings
// MUI and its providers with it (StudyMap's default export), after the page has loaded.
const StudyMap = dynamic(() => import('@/components/map/StudyMap'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={400} label="Loading the map" />,
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
  /** The study area, for a study awarded on the site. */
  area?: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
}

/** One GAP-TA study: where it is (on the map, with the studies around it), what it covers and where it stands. */
export function GapStudyDetail({ study, place, others, metadata, area = null }: Props) {
  const explorer = mapExplorerPath({ layer: 'gap-ta-studies', feature: study.gapId });
  return (
    <article>
      <NextLink href="/about/gap-ta">All GAP-TA studies</NextLink>
      <h1 className={`${text.h1} ${css.title}`}>{study.title}</h1>
      <div className={css.chips}>
        <Chip tone="filled">FY{study.fiscalYear}</Chip>
        <Chip tone="filled">{STATUS[study.status]}</Chip>
        <Chip tone="filled">{study.district} District</Chip>
        {study.illustrative && <IllustrativeChip label="Illustrative record" />}
      </div>
      <p className={`${text.body1} ${css.summary}`}>{study.summary}</p>
      <dl className={`${text.body1} ${css.facts}`}>
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
      </dl>
      <section aria-labelledby="study-map-heading" className={css.map}>
        <h2 id="study-map-heading" className={`${text.panelTitle} ${css.heading}`}>
          On the map
        </h2>
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
        <a href={explorer} className={css.explorer}>
          Open this study in the Map Explorer
        </a>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="nearby-heading">
          <h2 id="nearby-heading" className={`${text.panelTitle} ${css.heading}`}>
            Other GAP-TA studies nearby
          </h2>
          <div className={table.scroll}>
            <table aria-labelledby="nearby-heading" className={`${table.table} ${css.nearby}`}>
              <thead>
                <tr>
                  <th scope="col">Study</th>
                  <th scope="col">Locality</th>
                  <th scope="col">Fiscal year</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {others.map((o) => (
                  <tr key={o.gapId}>
                    <td>
                      <NextLink href={studyPath(o.gapId)}>{o.title}</NextLink>
                    </td>
                    <td>{o.locality}</td>
                    <td>FY{o.fiscalYear}</td>
                    <td>{STATUS[o.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </article>
  );
}
