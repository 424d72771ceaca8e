import { DataEmbed } from '@/components/dataExplorer/DataEmbed';
import { page } from '@/lib/server/pageProps';
import { openDataExplorer } from '@/lib/server/services/dataExplorer';
import { pageTitle } from '@/lib/shared/pageRegistry';
import type { DataView } from '@/lib/shared/schemas/dataExplorer';
import { withMui } from '@/lib/client/withMui';

interface Props {
  view: DataView;
  notice: string | null;
}

/**
 * One Data Explorer view for another site's iframe: its chart and table with the source, the
 * vintage and a link to the full view, without the site frame. Only this page may be framed by other sites
 * (frame-ancestors in pages/_document.tsx; next.config.js leaves out X-Frame-Options here).
 */
function DataExplorerEmbedPage({ view, notice }: Props) {
  return <DataEmbed view={view} notice={notice} />;
}

/** The same address as the Data Explorer's (the view's choices, or ?query=<id>). */
export const getServerSideProps = page<Props>('/interactvtrans/data-explorer/embed', async (ctx) => {
  const { view, notice } = await openDataExplorer(ctx.query);
  return { props: { view, notice }, title: pageTitle(`DataExplorer: ${view.title}`) };
});

export default withMui(DataExplorerEmbedPage);
