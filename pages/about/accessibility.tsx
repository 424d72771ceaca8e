import { ArticlePage } from '@/components/articles/ArticlePage';
import { page } from '@/lib/server/pageProps';
import { withMui } from '@/lib/client/withMui';

export default withMui(ArticlePage);

export const getServerSideProps = page('/about/accessibility');
