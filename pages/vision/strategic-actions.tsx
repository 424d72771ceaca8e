import { ArticlePage } from '@/components/content/ArticlePage';
import { StrategicActionsTable } from '@/components/content/StrategicActionsTable';
import { page, type FrameProps } from '@/lib/server/pages';
import * as content from '@/lib/server/services/content';
import type { StrategicAction } from '@/lib/shared/schemas/content';

type Props = FrameProps & { actions: StrategicAction[] };

export default function StrategicActions({ article, copy, actions }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <StrategicActionsTable actions={actions} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ actions: StrategicAction[] }>(
  '/vision/strategic-actions',
  async () => ({
    props: { actions: await content.listStrategicActions() },
  }),
);
