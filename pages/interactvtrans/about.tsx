import { ArticlePage } from '@/components/articles/ArticlePage';
import { AboutInteract } from '@/components/interactvtrans/AboutInteract';
import { page, type FrameProps } from '@/lib/server/pageProps';
import * as interactvtrans from '@/lib/server/services/interactvtrans';
import type { Statistic, VersionInfo } from '@/lib/shared/schemas/interactvtrans';

interface Props {
  stats: Statistic[];
  versions: VersionInfo;
}

/** About InteractVTrans: the tools, live figures (as GET /api/interactvtrans/statistics) and version history. */
function About({ article, copy, stats, versions }: Props & FrameProps) {
  return (
    <ArticlePage article={article} copy={copy}>
      <AboutInteract stats={stats} versions={versions} />
    </ArticlePage>
  );
}

export const getServerSideProps = page<Props>('/interactvtrans/about', async () => {
  const [stats, versions] = await Promise.all([
    interactvtrans.listStatistics(),
    interactvtrans.getVersionInfo(),
  ]);
  return { props: { stats, versions } };
});

export default About;
