import { UpdateDetail } from '@/components/updates/UpdateDetail';
import { z } from 'zod';
import { page } from '@/lib/server/pageProps';
import { findUpdate } from '@/lib/server/services/updates';
import { queryText } from '@/lib/shared/schemas/common';
import type { Update } from '@/lib/shared/schemas/updates';

export default function UpdatePage({ update }: { update: Update | null }) {
  return <UpdateDetail update={update} />;
}

/**
 * ?id=<update key> (SPEC §2; the first value when repeated). No update's key is longer than 300 characters,
 * so a longer one is an unknown update, not a mistake to explain: SPEC §2 gives it the generic page.
 */
const UpdateQuery = z.object({ id: queryText(z.string().max(300)) });

/** One update chosen by ?id=<update key> (SPEC §2); unknown → 'VTrans | Program Update', no description. */
export const getServerSideProps = page<{ update: Update | null }>(
  '/get-involved/program-updates/update',
  async (ctx) => {
    const parsed = UpdateQuery.safeParse(ctx.query);
    const update = parsed.success && parsed.data.id ? await findUpdate(parsed.data.id) : null;
    if (!update)
      return { props: { update: null }, title: 'VTrans | Program Update', description: null, status: 404 };
    return { props: { update }, title: `${update.Title} | VTrans`, description: update.Intro };
  },
);
