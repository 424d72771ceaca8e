import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import { page } from '@/lib/server/pages';

// ArcGIS runs only in the browser and only on map pages: the component is a client-only chunk.
const MapExplorer = dynamic(() => import('@/components/map/MapExplorer'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={520} aria-label="Loading the map" />,
});

/** InteractVTrans MapExplorer: every VTrans layer on an accessible map that works offline. */
export default function MapExplorerPage() {
  return <MapExplorer />;
}

export const getServerSideProps = page('/interactvtrans/map-explorer');
