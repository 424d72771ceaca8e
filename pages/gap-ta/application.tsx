import { ArticlePage } from '@/components/articles/ArticlePage';
import { DocumentSection } from '@/components/documents/DocumentSection';
import { CyclePanel, type CycleState } from '@/components/gapTa/applications/CyclePanel';
import { page, type FrameProps } from '@/lib/server/pageProps';
import * as documents from '@/lib/server/services/documents';
import { currentCycles } from '@/lib/server/services/gapTaApplications';
import { isGapTaDocument, sortDocuments } from '@/lib/shared/schemas/documents/rules';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

type Props = FrameProps & { docs: LibraryDocument[]; cycles: CycleState };

function GapTaApplication({ article, copy, docs, cycles }: Props) {
  // Where the cycle stands, with its dates and the button, comes first: the copy points to it.
  return (
    <ArticlePage article={article} copy={copy} top={<CyclePanel {...cycles} />}>
      <DocumentSection
        heading="Program guidance documents"
        docs={docs}
        emptyText="Program guidance will be posted here when the next cycle opens."
      />
    </ArticlePage>
  );
}

/**
 * The application page: where the cycle stands (open until when, or when the next opens) and the library's
 * GAP-TA documents (program guidance per cycle), newest first. The same for everyone, so it is cached.
 */
export const getServerSideProps = page<{ docs: LibraryDocument[]; cycles: CycleState }>(
  '/gap-ta/application',
  async () => ({
    props: {
      docs: sortDocuments((await documents.listDocuments()).filter(isGapTaDocument), 'newest'),
      cycles: await currentCycles(),
    },
  }),
);

export default GapTaApplication;
