import { ArticlePage } from '@/components/articles/ArticlePage';
import { SubmitWays } from '@/components/interactvtrans/SubmitWays';
import { page, type FrameProps } from '@/lib/server/pageProps';

/** Submit: comments (everyone) and spatial-data submissions (localities, signed in), with what happens next. */
function Submit({ article, copy }: FrameProps) {
  return (
    <ArticlePage article={article} copy={copy}>
      <SubmitWays />
    </ArticlePage>
  );
}

export const getServerSideProps = page('/interactvtrans/submit');

export default Submit;
