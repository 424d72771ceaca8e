import { ArticlePage } from '@/components/articles/ArticlePage';
import { DocumentSection } from '@/components/documents/DocumentSection';
import { page, type FrameProps } from '@/lib/server/pageProps';
import * as documents from '@/lib/server/services/documents';
import { isNewsletterDocument, sortDocuments } from '@/lib/shared/schemas/documents/rules';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

type Props = FrameProps & { docs: LibraryDocument[] };

function PastNewsletters({ article, copy, docs }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <DocumentSection
        heading="Newsletter issues"
        docs={docs}
        emptyText="No newsletter issues are in the library yet."
      />
    </ArticlePage>
  );
}

/** The library's newsletter issues (document type 'Newsletter'), newest first. */
export const getServerSideProps = page<{ docs: LibraryDocument[] }>(
  '/archive/past-newsletters',
  async () => ({
    props: { docs: sortDocuments((await documents.listDocuments()).filter(isNewsletterDocument), 'newest') },
  }),
);

export default PastNewsletters;
