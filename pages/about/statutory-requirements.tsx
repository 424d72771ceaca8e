import { ArticlePage } from '@/components/content/ArticlePage';
import { StatutoryTable } from '@/components/content/StatutoryTable';
import { page, type FrameProps } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import type { StatutoryRequirement } from '@/lib/shared/schemas/content';

type Props = FrameProps & { rows: StatutoryRequirement[] };

export default function StatutoryRequirements({ article, copy, rows }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <StatutoryTable rows={rows} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ rows: StatutoryRequirement[] }>(
  '/about/statutory-requirements',
  async () => ({
    props: { rows: await content.listStatutoryRequirements() },
  }),
);
