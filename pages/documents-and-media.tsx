import { ArticlePage } from '@/components/articles/ArticlePage';
import { LibraryBrowser, type LibraryBrowserProps } from '@/components/documents/LibraryBrowser';
import { page, type FrameProps } from '@/lib/server/pageProps';
import * as documents from '@/lib/server/services/documents';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { LibraryQuery, WHOLE_LIBRARY } from '@/lib/shared/schemas/documents';

type Props = FrameProps & LibraryBrowserProps;

function DocumentsAndMedia({ article, copy, docs, tags, links, initialFilters }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <LibraryBrowser docs={docs} tags={tags} links={links} initialFilters={initialFilters} />
    </ArticlePage>
  );
}

/** The library with its tag vocabulary and links; filters come from the URL so shared links render filtered. */
export const getServerSideProps = page<LibraryBrowserProps>('/documents-and-media', async (ctx) => {
  const [docs, tags, links] = await Promise.all([
    documents.listedDocuments(),
    documents.listTags(),
    documents.listLinks(),
  ]);
  return {
    props: {
      docs,
      tags,
      links,
      initialFilters: parsePageQuery(LibraryQuery, ctx.query, { back: WHOLE_LIBRARY }),
    },
  };
});

export default DocumentsAndMedia;
