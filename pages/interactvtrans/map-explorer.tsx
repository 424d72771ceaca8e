import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import { page } from '@/lib/server/pages';

// ArcGIS runs only in the browser and only on map pages: the component is a client-only chunk.
const MapExplorer = dynamic(() => import('@/components/map/MapExplorer'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={520} aria-label="Loading the map" />,
});

/** InteractVTrans MapExplorer: every VTrans layer on an accessible map that works offline. */
export default function MapExplorerPage({ queryId }: { queryId: string | null }) {
  return <MapExplorer queryId={queryId} />;
}

/** ?query=<id> opens a shared view; the browser loads and checks it (a bad id shows a message over the default view). */
export const getServerSideProps = page<{ queryId: string | null }>(
  '/interactvtrans/map-explorer',
  async (ctx) => ({
    props: { queryId: typeof ctx.query.query === 'string' && ctx.query.query ? ctx.query.query : null },
  }),
);
