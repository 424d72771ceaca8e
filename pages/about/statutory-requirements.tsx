import { ArticlePage } from '@/components/articles/ArticlePage';
import { StatutoryTable } from '@/components/plan/StatutoryTable';
import { page, type FrameProps } from '@/lib/server/pageProps';
import { listStatutoryRequirements } from '@/lib/server/services/planRecords';
import type { StatutoryRequirement } from '@/lib/shared/schemas/planRecords';

type Props = FrameProps & { rows: StatutoryRequirement[] };

function StatutoryRequirements({ article, copy, rows }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <StatutoryTable rows={rows} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ rows: StatutoryRequirement[] }>(
  '/about/statutory-requirements',
  async () => ({
    props: { rows: await listStatutoryRequirements() },
  }),
);

export default StatutoryRequirements;
