import {
  ContentEditor,
  type ContentEditorProps,
  type TranslationContext,
} from '@/components/admin/content/ContentEditor';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { ROUTES } from '@/lib/shared/routes';
import { englishOf, getContent } from '@/lib/server/services/content';
import { translationLanguages } from '@/lib/server/services/content/translations';
import { listDocuments } from '@/lib/server/services/documents';
import {
  CONTENT_KINDS,
  ContentEditQuery,
  LINKABLE_PAGE_ROUTES,
  PUBLIC_PAGE_ROUTES,
  pageLabel,
  type TranslatableKind,
} from '@/lib/shared/schemas/content';
import { withMui } from '@/lib/client/withMui';

type Props = ContentEditorProps;

/**
 * Editors: one record's editor (`?kind=update|event|announcement|translation&id=N`; no id: a new one; a new
 * translation `&of=<kind>&key=<its key>&locale=<language>`, with the English beside it).
 */
function EditContent(props: Props) {
  return <ContentEditor key={`${props.kind}-${props.detail?.record.id ?? 'new'}`} {...props} />;
}

export const getServerSideProps = page<Props>(
  '/admin/content/edit',
  async (ctx, user) => {
    const { kind, id, of, key, locale } = parsePageQuery(ContentEditQuery, ctx.query, {
      status: 400,
      back: { href: ROUTES.adminContent, label: 'All site content' },
    });
    const detail = id ? await getContent(kind, id, user) : null;
    const routes = kind === 'announcement' ? PUBLIC_PAGE_ROUTES : LINKABLE_PAGE_ROUTES;
    const documents =
      kind === 'event' ? (await listDocuments()).map((d) => ({ value: d.href, label: d.title })) : [];
    // Not `translation`: the frame's props have one (what of the page is translated).
    let translating: TranslationContext | null = null;
    if (kind === 'translation') {
      const translate = !detail && of && key && locale ? { of, sourceKey: key, locale } : null;
      const f = (detail?.fields ?? translate ?? {}) as { of?: TranslatableKind; sourceKey?: string };
      translating = {
        english: f.of && f.sourceKey ? await englishOf(f.of, f.sourceKey) : null,
        languages: translationLanguages().map((l) => ({
          value: l.code,
          label: `${l.name} (${l.englishName})`,
        })),
        translate,
      };
    }
    return {
      props: {
        kind,
        detail,
        pages: routes.map((r) => ({ value: r, label: pageLabel(r) })),
        documents,
        translating,
      },
      title: detail
        ? `Edit: ${detail.record.title} | VTrans`
        : `New ${CONTENT_KINDS[kind].label.toLowerCase()} | VTrans`,
    };
  },
  { auth: ['editor'] },
);

export default withMui(EditContent);
