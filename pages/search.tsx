import { SearchPage } from '@/components/search/SearchPage';
import { parseSearchParams, type SearchParams } from '@/components/search/searchParams';
import { page } from '@/lib/server/pages';

/** Site search: the query comes from the URL; results load in the browser (see SearchPage). */
export default function Search({ initial }: { initial: SearchParams }) {
  return <SearchPage initial={initial} />;
}

/** Reads ?search, ?phrase, ?sources and ?page leniently (bad values become defaults, never an error page). */
export const getServerSideProps = page<{ initial: SearchParams }>('/search', async (ctx) => ({
  props: { initial: parseSearchParams(ctx.query) },
}));
