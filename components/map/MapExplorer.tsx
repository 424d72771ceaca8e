import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useApiQuery } from '@/components/common/useApiQuery';
import { getLayerMetadata } from '@/lib/client/api';
import { dataVintageOf, type MapFocus } from '@/lib/shared/schemas/mapExplorerState';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { MapLoading } from './MapLoading';
import { MapWorkspace } from './MapWorkspace';
import { useSharedView } from './useSharedView';

const noQuery = {};

/** The Map Explorer: loads the layer metadata and any shared view (?query=<id>), then opens the workspace. */
export default function MapExplorer({
  queryId,
  focus,
  layers,
}: {
  queryId: string | null;
  focus: MapFocus | null;
  /** The layer metadata the server sent with the page (fetched here when not given). */
  layers?: LayerMetadata[];
}) {
  const meta = useApiQuery(getLayerMetadata, noQuery, 0, layers ? { query: noQuery, data: layers } : null);
  const vintage = useMemo(
    () => (meta.data ? dataVintageOf(meta.data.map((m) => m.updatedOn)) : null),
    [meta.data],
  );
  const shared = useSharedView(queryId, vintage);
  if (meta.error) return <Alert severity="error">{meta.error}</Alert>;
  if (!meta.data || !vintage || shared.status === 'loading') return <MapLoading />;
  return (
    <>
      {shared.notice && (
        <Alert severity={shared.state ? 'info' : 'warning'} sx={{ mb: 1 }}>
          {shared.notice}
        </Alert>
      )}
      <MapWorkspace
        metadata={meta.data}
        initial={shared.state}
        focus={shared.state || !meta.data.some((m) => m.key === focus?.layerKey) ? null : focus}
        dataVintage={vintage}
      />
    </>
  );
}
