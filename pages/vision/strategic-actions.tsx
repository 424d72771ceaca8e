import { ArticlePage } from '@/components/articles/ArticlePage';
import { StrategicActionsTable } from '@/components/plan/StrategicActionsTable';
import { page, type FrameProps } from '@/lib/server/pageProps';
import { listStrategicActions } from '@/lib/server/services/planRecords';
import type { StrategicAction } from '@/lib/shared/schemas/planRecords';

type Props = FrameProps & { actions: StrategicAction[] };

function StrategicActions({ article, copy, actions }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <StrategicActionsTable actions={actions} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ actions: StrategicAction[] }>(
  '/vision/strategic-actions',
  async () => ({
    props: { actions: await listStrategicActions() },
  }),
);

export default StrategicActions;
