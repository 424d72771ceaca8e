import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GetServerSideProps } from 'next';
import { PreviewBanner } from '@/components/admin/content/PreviewBanner';
import { MeetingDetail } from '@/components/meetings/MeetingDetail';
import { UpdateDetail } from '@/components/updates/UpdateDetail';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page, pageMeta, type FrameProps } from '@/lib/server/pageProps';
import { ROUTES } from '@/lib/shared/routes';
import { contentPreview, type ContentPreview } from '@/lib/server/services/content/preview';
import { ContentPreviewQuery, pageLabel } from '@/lib/shared/schemas/content';
import { withMui } from '@/lib/client/withMui';

type Props = { item: ContentPreview | null };

/**
 * The preview of a record: the real public page's component, in the public page's frame, with
 * the revision's fields instead of the published row, marked as a preview. Editors only; `private, no-store`
 * and noindex (page() sends no-store for guarded pages; the header and the meta say noindex).
 */
function ContentPreviewPage({ item }: Props) {
  if (!item)
    return (
      <>
        <Typography variant="h1" gutterBottom>
          Nothing to preview
        </Typography>
        <Typography>
          Open a record from <Link href={ROUTES.adminContent}>Site content</Link> and choose Preview.
        </Typography>
      </>
    );
  const { preview } = item;
  return (
    <>
      <PreviewBanner
        kind={preview.kind}
        recordId={item.recordId}
        revision={item.revision}
        currentRevision={item.currentRevision}
        publishedRevision={item.publishedRevision}
      />
      {preview.kind === 'update' && <UpdateDetail data={preview.data} />}
      {preview.kind === 'event' && <MeetingDetail event={preview.event} />}
      {preview.kind === 'announcement' && (
        <>
          <Typography variant="h1" gutterBottom>
            Announcement preview
          </Typography>
          <Typography>
            The strip above is the announcement as it will appear at the top of these pages, unless a newer
            one applies to a page on that day:
          </Typography>
          <ul>
            {preview.announcement.Pages.map((p) => (
              <li key={p}>{pageLabel(p)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

const guarded = page<Props>(
  '/admin/content/preview',
  async (ctx, user) => {
    const q = parsePageQuery(ContentPreviewQuery, ctx.query, {
      status: 400,
      back: { href: ROUTES.adminContent, label: 'All site content' },
    });
    if (!q.kind || !q.id) return { props: { item: null } };
    const item = await contentPreview(q.kind, q.id, q.revision ?? null, user);
    return { props: { item }, title: `Preview: ${item.title}` };
  },
  { auth: ['editor'] },
);

export const getServerSideProps: GetServerSideProps<Props & FrameProps> = async (ctx) => {
  const result = await guarded(ctx);
  ctx.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  if (!('props' in result)) return result;
  const props = await result.props;
  const item = props.item;
  if (!item) return result;
  // The public page's frame (layout, section, navigation), still noindex, titled as a preview.
  const { meta } = await pageMeta(item.preview.route, ctx, { title: `Preview: ${item.title} | VTrans` });
  return {
    props: {
      ...props,
      meta: { ...meta, noindex: true, canonical: props.meta.canonical },
      announcement: item.preview.kind === 'announcement' ? item.preview.announcement : props.announcement,
    },
  };
};

export default withMui(ContentPreviewPage);
