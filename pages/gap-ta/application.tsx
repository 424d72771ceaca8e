import { ArticlePage } from '@/components/articles/ArticlePage';
import { DocumentSection } from '@/components/documents/DocumentSection';
import { page, type FrameProps } from '@/lib/server/pageProps';
import * as documents from '@/lib/server/services/documents';
import { isGapTaDocument, sortDocuments } from '@/lib/shared/library';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

type Props = FrameProps & { docs: LibraryDocument[] };

export default function GapTaApplication({ article, copy, docs }: Props) {
  return (
    <ArticlePage article={article} copy={copy}>
      <DocumentSection
        heading="Program guidance documents"
        docs={docs}
        emptyText="Program guidance will be posted here when the next cycle opens."
      />
    </ArticlePage>
  );
}

/** The application page with the library's GAP-TA documents (program guidance per cycle), newest first. */
export const getServerSideProps = page<{ docs: LibraryDocument[] }>('/gap-ta/application', async () => ({
  props: { docs: sortDocuments((await documents.listDocuments()).filter(isGapTaDocument), 'newest') },
}));
