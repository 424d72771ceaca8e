import Typography from '@mui/material/Typography';
import { DocumentTable } from '@/components/documents/DocumentTable';
import { page } from '@/lib/server/pageProps';
import * as documents from '@/lib/server/services/documents';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';
import { withMui } from '@/lib/client/withMui';

function HiddenLibrary({ docs }: { docs: LibraryDocument[] }) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Document library
      </Typography>
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

export default withMui(HiddenLibrary);
