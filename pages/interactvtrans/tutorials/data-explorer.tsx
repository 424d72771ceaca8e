import { ArticlePage } from '@/components/articles/ArticlePage';
import { DataExplorerTutorial } from '@/components/interactvtrans/DataExplorerTutorial';
import { page, type FrameProps } from '@/lib/server/pageProps';

/** DataExplorer tutorial: step-by-step help for each view, with screenshots of this site. */
function DataExplorerTutorialPage({ article, copy }: FrameProps) {
  return (
    <ArticlePage article={article} copy={copy}>
      <DataExplorerTutorial />
    </ArticlePage>
  );
}

export const getServerSideProps = page('/interactvtrans/tutorials/data-explorer');

export default DataExplorerTutorialPage;
