import { DocumentTable } from '@/components/documents/DocumentTable';
import { page } from '@/lib/server/pageProps';
import * as documents from '@/lib/server/services/documents';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';
import text from '@/styles/type.module.css';
import css from '@/components/articles/articles.module.css';

function HiddenLibrary({ docs }: { docs: LibraryDocument[] }) {
  return (
    <>
      <h1 className={`${text.h1} ${css.title}`}>Document library</h1>
      <DocumentTable
        docs={docs}
        caption={`Every document in the VTrans library (${docs.length}), by title`}
      />
    </>
  );
}

/** Every document of the library (unlisted in the registry, so always noindex). */
export const getServerSideProps = page<{ docs: LibraryDocument[] }>('/hidden-library', async () => ({
  props: { docs: await documents.listDocuments() },
}));

export default HiddenLibrary;
