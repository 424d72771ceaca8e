import {
  CommodityFlowExplorer,
  defaultQueries,
  type InitialFlows,
} from '@/components/charts/CommodityFlowExplorer';
import { ArticlePage } from '@/components/articles/ArticlePage';
import { page, type FrameProps } from '@/lib/server/pageProps';
import { getCommodityFilters, getCommodityFlow } from '@/lib/server/services/freight';
import text from '@/styles/type.module.css';
import css from '@/components/articles/articles.module.css';

/**
 * The Virginia Freight Element page: its copy, then the commodity-flow explorer, whose first answer the
 * server renders (the data tables read without JavaScript; the charts load when scrolled to).
 */
function FreightPlanPage({ article, copy, initial }: FrameProps & { initial: InitialFlows }) {
  return (
    <ArticlePage article={article} copy={copy}>
      <h2 className={`${text.h2} ${css.flowsTitle}`}>Commodity flows</h2>
      <CommodityFlowExplorer initial={initial} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<{ initial: InitialFlows }>(
  '/mid-term-planning/freight-plan',
  async () => {
    const q = defaultQueries();
    const [filters, flow] = await Promise.all([getCommodityFilters(q.filters), getCommodityFlow(q.flow)]);
    return {
      props: {
        initial: { filters: { query: q.filters, data: filters }, flow: { query: q.flow, data: flow } },
      },
    };
  },
);

export default FreightPlanPage;
