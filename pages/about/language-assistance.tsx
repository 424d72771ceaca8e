import { ArticlePage } from '@/components/articles/ArticlePage';
import { page } from '@/lib/server/pageProps';

export default ArticlePage;

export const getServerSideProps = page('/about/language-assistance');
