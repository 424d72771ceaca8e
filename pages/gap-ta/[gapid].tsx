import { GapStudyDetail, type StudyPlace } from '@/components/gapTa/GapStudyDetail';
import { STUDIES_TITLE, STUDY_LOCALITY_TITLE } from '@/components/map/studyMapTitles';
import { localityAt } from '@/lib/server/geo/virginia';
import { page } from '@/lib/server/pageProps';
import * as gapTa from '@/lib/server/services/gapTa';
import { listLayerMetadata } from '@/lib/server/services/layers';
import { GapId, type GapTaStudy } from '@/lib/shared/schemas/gapTa';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';

interface Props {
  study: GapTaStudy;
  place: StudyPlace;
  others: GapTaStudy[];
  metadata: LayerMetadata[];
  area: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
}

function GapStudyPage(props: Props) {
  return <GapStudyDetail {...props} />;
}

const NEARBY = 8;

export const getServerSideProps = page<Props>('/gap-ta/[gapid]', async (ctx) => {
  const id = GapId.safeParse(ctx.params?.gapid);
  const study = id.success ? await gapTa.findGapTaStudy(id.data) : null;
  if (!study) return { notFound: true };
  const locality = localityAt([study.longitude, study.latitude]);
  const [others, area] = await Promise.all([
    gapTa.nearbyGapTaStudies(study, NEARBY),
    gapTa.gapTaStudyArea(study.gapId),
  ]);
  const titles: Record<string, string> = {
    'virginia-localities': STUDY_LOCALITY_TITLE,
    'gap-ta-studies': STUDIES_TITLE,
  };
  const metadata = (await listLayerMetadata())
    .filter((m) => m.key in titles)
    .map((m) => ({ ...m, name: titles[m.key]! }));
  return {
    props: {
      study,
      place: locality ? { fips: locality.fips, name: locality.name } : null,
      others,
      metadata,
      area,
    },
    title: `${study.title} | VTrans`,
    description: study.summary,
  };
});

export default GapStudyPage;
