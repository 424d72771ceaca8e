import type { GetStaticProps } from 'next';
import { ProblemNotice } from '@/components/layout/ProblemNotice';
import { errorPageMeta } from '@/lib/shared/pageRegistry';
import { DEFAULT_SITE_CONFIG } from '@/lib/shared/site';
import { withMui } from '@/lib/client/withMui';

function NotFound() {
  return <ProblemNotice />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: { meta: errorPageMeta('Page not found', '/404'), site: DEFAULT_SITE_CONFIG, announcement: null },
});

export default withMui(NotFound);
