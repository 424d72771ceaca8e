import { useMemo, useState } from 'react';
import { getFeatures } from '@/lib/client/map';
import { compareFilters } from '@/lib/shared/compareYears';
import { DEFAULT_MAP_LAYERS } from '@/lib/shared/constants';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type {
  MapCompare,
  MapExplorerState,
  MapFocus,
  MapLayerFilters,
  MapLayerState,
} from '@/lib/shared/schemas/mapExplorerState';
import type { MapHandle } from './MapCanvas';
import { definitionExpression, extentOf } from './mapFilters';
import { compareStyle, layerStyle } from './layerStyles';
import type { OperationalLayer } from './operationalLayers';

/** Moves the map to one feature of a layer (read from the features API); a feature not found is left be. */
export function zoomToFeature(handle: React.RefObject<MapHandle | null>, layerKey: string, id: string) {
  void getFeatures(layerKey, { ids: [id], fields: [] })
    .then((page) => page.features[0] && handle.current?.goTo(extentOf(page.features[0].geometry)))
    .catch(() => undefined);
}

/**
 * The workspace's layers: which are on, their opacity and filters, each one's colour and style, and the
 * layer listed in the table (the one last turned on, unless another is chosen). While two years are compared
 * they share one filter and take the comparison's two styles.
 */
export function useWorkspaceLayers(
  metadata: LayerMetadata[],
  initial: MapExplorerState | null,
  focus: MapFocus | null,
  compare: MapCompare | null,
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
  const [filters, setFilters] = useState<Record<string, MapLayerFilters>>(() =>
    initial?.compare
      ? compareFilters(initial.filters, initial.compare, [initial.table.layerKey])
      : (initial?.filters ?? {}),
  );
  const [tableKey, setTableKey] = useState<string | null>(
    initial?.table.layerKey ?? initial?.selection?.layerKey ?? focus?.layerKey ?? null,
  );
  const side = (key: string) =>
    compare?.from === key ? ('from' as const) : compare?.to === key ? ('to' as const) : null;
  const styleOf = (key: string, i: number) => {
    const s = side(key);
    return s ? compareStyle(s) : layerStyle(i);
  };
  const compareKey = compare ? `${compare.from}|${compare.to}` : '';
  const colours = useMemo(
    () => Object.fromEntries(metadata.map((m, i) => [m.key, styleOf(m.key, i).colour])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compareKey stands for the compared pair
    [metadata, compareKey],
  );
  const layers: OperationalLayer[] = useMemo(
    () =>
      metadata.map((m, i) => {
        const s = states.find((x) => x.key === m.key);
        return {
          key: m.key,
          name: m.name,
          geometryType: m.geometryType,
          colour: colours[m.key]!,
          style: styleOf(m.key, i),
          visible: s?.visible ?? false,
          opacity: s?.opacity ?? 1,
          definitionExpression: definitionExpression(filters[m.key], m.fields),
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compareKey stands for the compared pair
    [metadata, states, colours, filters, compareKey],
  );
  const visible = metadata.filter((m) => layers.find((l) => l.key === m.key)?.visible);
  const tableLayer = visible.find((m) => m.key === tableKey) ?? visible[visible.length - 1] ?? null;
  /** Changes a layer; one just turned on becomes the table's, unless `keepTable` (the comparison's years). */
  const change = (key: string, patch: Partial<MapLayerState>, keepTable = false) => {
    if (patch.visible && !keepTable) setTableKey(key); // the layer just turned on is the one people want listed
    setStates((prev) => {
      const old = prev.find((s) => s.key === key) ?? { key, visible: false, opacity: 1 };
      return [...prev.filter((s) => s.key !== key), { ...old, ...patch }];
    });
  };
  /** Filters a layer; either compared year filters both. */
  const setLayerFilters = (key: string, f: MapLayerFilters) =>
    setFilters((prev) =>
      compare && side(key) ? { ...prev, [compare.from]: f, [compare.to]: f } : { ...prev, [key]: f },
    );
  /** Gives the two years about to be compared one filter (that of `prefer`'s first filtered edition). */
  const shareFilters = (next: MapCompare, prefer: (string | null | undefined)[]) =>
    setFilters((prev) => compareFilters(prev, next, prefer));
  return {
    states,
    filters,
    colours,
    layers,
    visible,
    tableLayer,
    setTableKey,
    change,
    setLayerFilters,
    shareFilters,
  };
}
