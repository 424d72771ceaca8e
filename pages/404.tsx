import type { GetStaticProps } from 'next';
import { ProblemNotice } from '@/components/layout/ProblemNotice';
import { errorPageProps } from '@/lib/server/i18n/errorPages';

function NotFound() {
  return <ProblemNotice />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) =>
  errorPageProps(locale, 'notFoundTitle', '/404');

export default NotFound;
