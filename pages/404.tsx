import type { GetStaticProps } from 'next';
import { ProblemNotice } from '@/components/layout/ProblemNotice';
import { errorPageMeta } from '@/lib/shared/pageRegistry';
import { DEFAULT_SITE_CONFIG } from '@/lib/shared/site';

function NotFound() {
  return <ProblemNotice />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: { meta: errorPageMeta('Page not found', '/404'), site: DEFAULT_SITE_CONFIG, announcement: null },
});

export default NotFound;
