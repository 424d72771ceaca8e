import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import { parsePageQuery } from '@/lib/server/http/pageQuery';
import { page } from '@/lib/server/pageProps';
import { listLayerMetadata } from '@/lib/server/services/layers';
import { mapBasemapConfig } from '@/lib/server/services/mapConfig';
import type { BasemapConfig } from '@/lib/shared/basemapConfig';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { ROUTES } from '@/lib/shared/routes';
import { MapExplorerQuery, type MapFocus } from '@/lib/shared/schemas/mapExplorerState';
import { withMui } from '@/lib/client/withMui';

// ArcGIS runs only in the browser and only on map pages: the component is a client-only chunk.
const MapExplorer = dynamic(() => import('@/components/map/MapExplorer'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={520} role="img" aria-label="Loading the map" />,
});

/** InteractVTrans MapExplorer: every VTrans layer on an accessible map that works offline. */
function MapExplorerPage({ queryId, focus, basemap, layers }: Props) {
  return <MapExplorer queryId={queryId} focus={focus} basemap={basemap} layers={layers} />;
}

interface Props {
  queryId: string | null;
  /** ?layer=<key>&feature=<id>: open with that layer on and the feature selected (e.g. from a study page). */
  focus: MapFocus | null;
  /** Local basemap, or Esri's when ARCGIS_API_KEY is set. */
  basemap: BasemapConfig;
  /**
   * The layer metadata, sent with the page so the map chunk can build the map as soon as it has loaded instead
   * of asking for it afterwards (one round trip less before the first draw).
   */
  layers: LayerMetadata[];
}

/** The address is read by MapExplorerQuery: a bad value is a 400 notice; an unknown shared-view id is the browser's message. */
export const getServerSideProps = page<Props>('/interactvtrans/map-explorer', async (ctx) => {
  const { queryId, focus } = parsePageQuery(MapExplorerQuery, ctx.query, {
    back: { href: ROUTES.mapExplorer, label: 'Open the Map Explorer' },
  });
  return { props: { queryId, focus, basemap: mapBasemapConfig(), layers: await listLayerMetadata() } };
});

export default withMui(MapExplorerPage);
