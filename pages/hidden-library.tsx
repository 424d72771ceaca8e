import { DocumentList } from '@/components/documents/DocumentList';
import { page } from '@/lib/server/pages';
import * as documents from '@/lib/server/services/documents';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

export default function HiddenLibrary({ docs }: { docs: LibraryDocument[] }) {
  return <DocumentList heading="Document library" docs={docs} />;
}

export const getServerSideProps = page<{ docs: LibraryDocument[] }>('/hidden-library', async () => ({
  props: { docs: await documents.listDocuments() },
}));
