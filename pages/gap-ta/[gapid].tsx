import { GapStudyDetail } from '@/components/content/GapStudyDetail';
import { page } from '@/lib/server/pages';
import * as interactvtrans from '@/lib/server/services/interactvtrans';
import { GapId, type GapTaStudy } from '@/lib/shared/schemas/gapTa';

export default function GapStudyPage({ study }: { study: GapTaStudy }) {
  return <GapStudyDetail study={study} />;
}

export const getServerSideProps = page<{ study: GapTaStudy }>('/gap-ta/[gapid]', async (ctx) => {
  const id = GapId.safeParse(ctx.params?.gapid);
  const study = id.success ? await interactvtrans.findGapTaStudy(id.data) : null;
  if (!study) return { notFound: true };
  return { props: { study }, title: `${study.title} | VTrans`, description: study.summary };
});
