import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentList } from '@/components/admin/documents/DocumentList';
import { DocumentUploadForm } from '@/components/admin/documents/DocumentUploadForm';
import { env } from '@/lib/server/env';
import { page } from '@/lib/server/pageProps';
import { listManagedDocuments } from '@/lib/server/services/documents';
import type { ManagedDocument } from '@/lib/shared/schemas/documents/editing';
import { withMui } from '@/lib/client/withMui';

interface Props {
  docs: ManagedDocument[];
  maxUploadMb: number;
}

/** Editors: the documents library — upload, and every document with its status and accessibility. */
function DocumentsLibrary({ docs, maxUploadMb }: Props) {
  return (
    <Stack spacing={4} sx={{ maxWidth: 1200 }}>
      <Stack spacing={1}>
        <Typography variant="h1">Documents library</Typography>
        <Typography>
          Every file the site publishes under /resources. Upload a new document as a draft, read its
          accessibility check, then publish it. Replacing a file keeps its address; retiring takes it out of
          the library, search and the sitemap but keeps it, and its address then says it was retired.
        </Typography>
      </Stack>
      <DocumentUploadForm maxUploadMb={maxUploadMb} />
      <Stack spacing={1} component="section" aria-labelledby="documents-heading">
        <Typography variant="h2" id="documents-heading">
          Documents
        </Typography>
        <DocumentList docs={docs} />
      </Stack>
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/content/documents',
  async (_ctx, user) => ({
    props: { docs: await listManagedDocuments(user), maxUploadMb: env().DOCUMENT_MAX_UPLOAD_MB },
  }),
  { auth: ['editor'] },
);

export default withMui(DocumentsLibrary);
