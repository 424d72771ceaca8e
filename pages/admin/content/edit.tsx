import { z } from 'zod';
import { ContentEditor, type ContentEditorProps } from '@/components/admin/content/ContentEditor';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { ROUTES } from '@/lib/shared/routes';
import { getContent } from '@/lib/server/services/content';
import { listDocuments } from '@/lib/server/services/documents';
import {
  CONTENT_KINDS,
  LINKABLE_PAGE_ROUTES,
  PUBLIC_PAGE_ROUTES,
  pageLabel,
  type ContentKindName,
} from '@/lib/shared/schemas/content';
import { withMui } from '@/lib/client/withMui';

type Props = ContentEditorProps;

/** Editors: one record's editor (`?kind=update|event|announcement&id=N`; no id: a new one). */
function EditContent(props: Props) {
  return <ContentEditor key={`${props.kind}-${props.detail?.record.id ?? 'new'}`} {...props} />;
}

/** No kind: a new program update. */
const Query = z.object({
  kind: z
    .enum(Object.keys(CONTENT_KINDS) as [ContentKindName, ...ContentKindName[]], {
      error: 'There is no such kind of content. Choose a program update, a meeting or an announcement.',
    })
    .default('update'),
  id: z.coerce.number().int().positive({ error: 'must be a record number' }).optional(),
});

export const getServerSideProps = page<Props>(
  '/admin/content/edit',
  async (ctx, user) => {
    const { kind, id } = parsePageQuery(Query, ctx.query, {
      status: 400,
      back: { href: ROUTES.adminContent, label: 'All site content' },
    });
    const detail = id ? await getContent(kind, id, user) : null;
    const routes = kind === 'announcement' ? PUBLIC_PAGE_ROUTES : LINKABLE_PAGE_ROUTES;
    const documents =
      kind === 'event' ? (await listDocuments()).map((d) => ({ value: d.href, label: d.title })) : [];
    return {
      props: {
        kind,
        detail,
        pages: routes.map((r) => ({ value: r, label: pageLabel(r) })),
        documents,
      },
      title: detail
        ? `Edit: ${detail.record.title} | VTrans`
        : `New ${CONTENT_KINDS[kind].label.toLowerCase()} | VTrans`,
    };
  },
  { auth: ['editor'] },
);

export default withMui(EditContent);
