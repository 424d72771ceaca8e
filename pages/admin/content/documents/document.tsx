import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { DocumentEditor } from '@/components/admin/documents/DocumentEditor';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { documentDetail } from '@/lib/server/services/documents';
import { ADMIN_DOCUMENTS } from '@/lib/shared/routes';
import { DocumentPageQuery, type DocumentDetail } from '@/lib/shared/schemas/documents/editing';
import { withMui } from '@/lib/client/withMui';

interface Props {
  detail: DocumentDetail | null;
}

/** One document of the library for editors (?path=): its step, PDF check, details, file and history. */
function LibraryDocument({ detail }: Props) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Link component={NextLink} href={ADMIN_DOCUMENTS}>
        Back to the documents library
      </Link>
      {detail ? (
        <DocumentEditor key={detail.document.path} initial={detail} />
      ) : (
        <>
          <Typography variant="h1">Library document</Typography>
          <Typography>No document was chosen: open one from the documents library.</Typography>
        </>
      )}
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/content/documents/document',
  async (ctx, user) => {
    const { path } = parsePageQuery(DocumentPageQuery, ctx.query, {
      back: { href: ADMIN_DOCUMENTS, label: 'Back to the documents library' },
    });
    return { props: { detail: path ? await documentDetail(user, path) : null } };
  },
  { auth: ['editor'] },
);

export default withMui(LibraryDocument);
