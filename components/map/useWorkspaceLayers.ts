import { useMemo, useState } from 'react';
import { getFeatures } from '@/lib/client/map';
import { DEFAULT_MAP_LAYERS } from '@/lib/shared/constants';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type {
  MapExplorerState,
  MapFocus,
  MapLayerFilters,
  MapLayerState,
} from '@/lib/shared/schemas/mapExplorerState';
import type { MapHandle } from './MapCanvas';
import { definitionExpression, extentOf } from './mapFilters';
import { layerStyle } from './layerStyles';
import { layerColour, type OperationalLayer } from './operationalLayers';

/** Moves the map to one feature of a layer (read from the features API); a feature not found is left be. */
export function zoomToFeature(handle: React.RefObject<MapHandle | null>, layerKey: string, id: string) {
  void getFeatures(layerKey, { ids: [id], fields: [] })
    .then((page) => page.features[0] && handle.current?.goTo(extentOf(page.features[0].geometry)))
    .catch(() => undefined);
}

/**
 * The workspace's layers: which are on, their opacity and filters, each one's colour and style, and the
 * layer listed in the table (the one last turned on, unless another is chosen).
 */
export function useWorkspaceLayers(
  metadata: LayerMetadata[],
  initial: MapExplorerState | null,
  focus: MapFocus | null,
) {
  const [states, setStates] = useState<MapLayerState[]>(
    () =>
      initial?.layers ??
      (focus
        ? [{ key: focus.layerKey, visible: true, opacity: 1 }]
        : DEFAULT_MAP_LAYERS.filter((key) => metadata.some((m) => m.key === key)).map((key) => ({
            key,
            visible: true,
            opacity: 1,
          }))),
  );
  const [filters, setFilters] = useState<Record<string, MapLayerFilters>>(initial?.filters ?? {});
  const [tableKey, setTableKey] = useState<string | null>(
    initial?.table.layerKey ?? initial?.selection?.layerKey ?? focus?.layerKey ?? null,
  );
  const colours = useMemo(
    () => Object.fromEntries(metadata.map((m, i) => [m.key, layerColour(i)])),
    [metadata],
  );
  const layers: OperationalLayer[] = useMemo(
    () =>
      metadata.map((m, i) => {
        const s = states.find((x) => x.key === m.key);
        return {
          key: m.key,
          name: m.name,
          geometryType: m.geometryType,
          colour: colours[m.key],
          style: layerStyle(i),
          visible: s?.visible ?? false,
          opacity: s?.opacity ?? 1,
          definitionExpression: definitionExpression(filters[m.key], m.fields),
        };
      }),
    [metadata, states, colours, filters],
  );
  const visible = metadata.filter((m) => layers.find((l) => l.key === m.key)?.visible);
  const tableLayer = visible.find((m) => m.key === tableKey) ?? visible[visible.length - 1] ?? null;
  const change = (key: string, patch: Partial<MapLayerState>) => {
    if (patch.visible) setTableKey(key); // the layer just turned on is the one people want to see listed
    setStates((prev) => {
      const old = prev.find((s) => s.key === key) ?? { key, visible: false, opacity: 1 };
      return [...prev.filter((s) => s.key !== key), { ...old, ...patch }];
    });
  };
  const setLayerFilters = (key: string, f: MapLayerFilters) => setFilters((prev) => ({ ...prev, [key]: f }));
  return { states, filters, colours, layers, visible, tableLayer, setTableKey, change, setLayerFilters };
}
