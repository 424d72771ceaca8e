import { ArticlePage } from '@/components/articles/ArticlePage';
import { DocumentSection } from '@/components/documents/DocumentSection';
import { page, type FrameProps } from '@/lib/server/pageProps';
import * as documents from '@/lib/server/services/documents';
import { isPastPlanDocument, sortDocuments } from '@/lib/shared/schemas/documents/rules';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

type Props = FrameProps & { docs: LibraryDocument[] };

function PastVtransPlans({ article, copy, docs }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <DocumentSection
        heading="Past plan documents"
        docs={docs}
        emptyText="No past plan documents are in the library yet."
      />
    </ArticlePage>
  );
}

/** Archive documents and those of past plan cycles (VTrans2025, VTrans2035, VTrans2040), newest first. */
export const getServerSideProps = page<{ docs: LibraryDocument[] }>(
  '/archive/past-vtrans-plans',
  async () => ({
    props: { docs: sortDocuments((await documents.listDocuments()).filter(isPastPlanDocument), 'newest') },
  }),
);

export default PastVtransPlans;
