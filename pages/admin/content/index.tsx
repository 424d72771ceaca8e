import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContentTable } from '@/components/admin/content/ContentTable';
import { TranslationNeeds } from '@/components/admin/content/TranslationNeeds';
import NextLink from 'next/link';
import { page } from '@/lib/server/pageProps';
import { ADMIN_DOCUMENTS } from '@/lib/shared/routes';
import { listContent, translationNeeds } from '@/lib/server/services/content';
import {
  CONTENT_KINDS,
  type ContentKindName,
  type ContentRecord,
  type TranslationNeed,
} from '@/lib/shared/schemas/content';
import { withMui } from '@/lib/client/withMui';

type Props = { lists: Array<{ kind: ContentKindName; records: ContentRecord[] }>; needs: TranslationNeed[] };

/**
 * Editors: every program update, meeting, announcement and translation with its state (each opens its editor),
 * and what still needs translating.
 */
function ContentHome({ lists, needs }: Props) {
  return (
    <Stack spacing={4} sx={{ maxWidth: 1100 }}>
      <div>
        <Typography variant="h1" gutterBottom>
          Site content
        </Typography>
        <Typography>
          Write program updates, meetings and announcements here. Each save is kept as a revision; nothing
          reaches the public site until you publish it, now or at a time you choose. Publishing and
          unpublishing update the pages, feeds, search, the sitemap and calendar files within seconds.
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Files (PDFs, Office files, images, zips) are uploaded, checked for accessibility and published in
          the{' '}
          <Link component={NextLink} href={ADMIN_DOCUMENTS}>
            documents library
          </Link>
          .
        </Typography>
      </div>
      {lists.map((l) => (
        <ContentTable key={l.kind} kind={l.kind} records={l.records} />
      ))}
      <TranslationNeeds needs={needs} />
    </Stack>
  );
}

export const getServerSideProps = page<Props>(
  '/admin/content',
  async (_ctx, user) => {
    const lists = await Promise.all(
      (Object.keys(CONTENT_KINDS) as ContentKindName[]).map(async (kind) => ({
        kind,
        records: await listContent(kind, user),
      })),
    );
    // After the lists: they adopt the seeded rows the needs are counted from.
    const needs = await translationNeeds(user);
    return { props: { lists, needs } };
  },
  { auth: ['editor'] },
);

export default withMui(ContentHome);
