import { UpdateDetail } from '@/components/updates/UpdateDetail';
import { page } from '@/lib/server/pageProps';
import { findUpdatePage, updatePageData, type UpdatePageData } from '@/lib/server/services/updates';
import { publishedTranslation } from '@/lib/server/services/translations';
import { UpdatePageQuery } from '@/lib/shared/schemas/updates';

function UpdatePage({ data }: { data: UpdatePageData | null }) {
  return <UpdateDetail data={data} />;
}

/**
 * ?id=<update key> (SPEC §2; the first value when repeated). No update's key is longer than 300 characters,
 * so a longer one is an unknown update, not a mistake to explain: SPEC §2 gives it the generic page.
 */

/** One update chosen by ?id=<update key> (SPEC §2); unknown → 'VTrans | Program Update', no description. */
export const getServerSideProps = page<{ data: UpdatePageData | null }>(
  '/get-involved/program-updates/update',
  async (ctx) => {
    const parsed = UpdatePageQuery.safeParse(ctx.query);
    const data = parsed.success && parsed.data.id ? await findUpdatePage(parsed.data.id) : null;
    if (!data)
      return { props: { data: null }, title: 'VTrans | Program Update', description: null, status: 404 };
    // In another language, its published translation (its notice says by whom and whether it was reviewed).
    const t = await publishedTranslation('update', data.update.Key, ctx.locale);
    if (t) {
      const update = { ...data.update, Title: t.title, Intro: t.summary || data.update.Intro, Body: t.body };
      const translated = updatePageData(
        update,
        data.related.map((r) => r.href),
      );
      return {
        props: { data: translated },
        title: `${t.title} | VTrans`,
        description: update.Intro,
        translation: t.translation,
      };
    }
    return { props: { data }, title: `${data.update.Title} | VTrans`, description: data.update.Intro };
  },
);

export default UpdatePage;
