import { ArticlePage } from '@/components/content/ArticlePage';
import { GapStudiesList } from '@/components/content/GapStudiesList';
import { page, type FrameProps } from '@/lib/server/pages';
import * as interactvtrans from '@/lib/server/services/interactvtrans';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';

type Props = FrameProps & { studies: GapTaStudy[] };

export default function AboutGapTa({ article, copy, studies }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <GapStudiesList studies={studies} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ studies: GapTaStudy[] }>('/about/gap-ta', async () => ({
  props: { studies: await interactvtrans.listGapTaStudies() },
}));
