import { ArticlePage } from '@/components/articles/ArticlePage';
import { DataExplorer } from '@/components/dataExplorer/DataExplorer';
import { page, type FrameProps } from '@/lib/server/pageProps';
import { openDataExplorer } from '@/lib/server/services/dataExplorer';
import type { DataView } from '@/lib/shared/schemas/dataExplorer';
import { withMui } from '@/lib/client/withMui';

interface Props {
  view: DataView;
  vintage: string;
  notice: string | null;
}

/** InteractVTrans DataExplorer: freight flows, mid-term needs, long-term trends and jurisdiction profiles. */
function DataExplorerPage({ article, copy, view, vintage, notice }: Props & FrameProps) {
  return (
    <ArticlePage article={article} copy={copy}>
      <DataExplorer view={view} vintage={vintage} notice={notice} />
    </ArticlePage>
  );
}

/** The view comes from the address, or from a saved one (?query=<id>); a bad one → a notice over the default. */
export const getServerSideProps = page<Props>('/interactvtrans/data-explorer', async (ctx) => ({
  props: await openDataExplorer(ctx.query),
}));

export default withMui(DataExplorerPage);
