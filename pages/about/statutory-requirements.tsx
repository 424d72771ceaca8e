import { ArticlePage } from '@/components/content/ArticlePage';
import { page } from '@/lib/server/pages';

export default ArticlePage;

export const getServerSideProps = page('/about/statutory-requirements');
