import Typography from '@mui/material/Typography';
import { CommodityFlowExplorer } from '@/components/charts/CommodityFlowExplorer';
import { ArticlePage } from '@/components/articles/ArticlePage';
import { page, type FrameProps } from '@/lib/server/pageProps';

/** The Virginia Freight Element page: its copy, then the commodity-flow explorer. */
export default function FreightPlanPage({ article, copy }: FrameProps) {
  return (
    <ArticlePage article={article} copy={copy}>
      <Typography variant="h2" sx={{ mt: 4 }}>
        Commodity flows
      </Typography>
      <CommodityFlowExplorer />
    </ArticlePage>
  );
}

export const getServerSideProps = page('/mid-term-planning/freight-plan');
