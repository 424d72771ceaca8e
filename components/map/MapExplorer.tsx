import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { dataVintageOf, type MapFocus } from '@/lib/shared/schemas/mapExplorerState';
import type { BasemapConfig } from '@/lib/shared/basemapConfig';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { configureBasemaps } from './basemap';
import { MapWorkspace } from './MapWorkspace';
import { useSharedView } from './useSharedView';

/** The Map Explorer: loads any shared view (?query=<id>), then opens the workspace on the page's layers. */
export default function MapExplorer({
  queryId,
  focus,
  basemap = { source: 'local' },
  layers,
}: {
  queryId: string | null;
  focus: MapFocus | null;
  basemap?: BasemapConfig;
  /** The layer metadata, sent with the page (getServerSideProps). */
  layers: LayerMetadata[];
}) {
  configureBasemaps(basemap);
  const vintage = useMemo(() => dataVintageOf(layers.map((m) => m.updatedOn)), [layers]);
  const shared = useSharedView(queryId, vintage);
  if (shared.status === 'loading')
    return <Skeleton variant="rectangular" height={520} role="img" aria-label="Loading the map" />;
  return (
    <>
      {shared.notice && (
        <Alert severity={shared.state ? 'info' : 'warning'} sx={{ mb: 1 }}>
          {shared.notice}
        </Alert>
      )}
      <MapWorkspace
        metadata={layers}
        initial={shared.state}
        focus={shared.state || !layers.some((m) => m.key === focus?.layerKey) ? null : focus}
        dataVintage={vintage}
      />
    </>
  );
}
