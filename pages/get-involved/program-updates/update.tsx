import { UpdateDetail } from '@/components/updates/UpdateDetail';
import { page } from '@/lib/server/pageProps';
import { findUpdate } from '@/lib/server/services/updates';
import type { Update } from '@/lib/shared/schemas/updates';

export default function UpdatePage({ update }: { update: Update | null }) {
  return <UpdateDetail update={update} />;
}

/** One update chosen by ?id=<update key> (SPEC §2); unknown → 'VTrans | Program Update', no description. */
export const getServerSideProps = page<{ update: Update | null }>(
  '/get-involved/program-updates/update',
  async (ctx) => {
    const key = typeof ctx.query.id === 'string' ? ctx.query.id.slice(0, 300) : '';
    const update = key ? await findUpdate(key) : null;
    if (!update)
      return { props: { update: null }, title: 'VTrans | Program Update', description: null, status: 404 };
    return { props: { update }, title: `${update.Title} | VTrans`, description: update.Intro };
  },
);
