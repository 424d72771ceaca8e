import { ArticlePage } from '@/components/articles/ArticlePage';
import { GapStudiesList } from '@/components/gapTa/GapStudiesList';
import { page, type FrameProps } from '@/lib/server/pageProps';
import * as gapTa from '@/lib/server/services/gapTa';
import type { GapTaStudy } from '@/lib/shared/schemas/gapTa';

type Props = FrameProps & { studies: GapTaStudy[] };

function AboutGapTa({ article, copy, studies }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <GapStudiesList studies={studies} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ studies: GapTaStudy[] }>('/about/gap-ta', async () => ({
  props: { studies: await gapTa.listGapTaStudies() },
}));

export default AboutGapTa;
