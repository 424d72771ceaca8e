import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getFeatures } from '@/lib/client/map';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import {
  type MapFocus,
  type MapLayerFilters,
  type MapSelection,
  MAP_BASEMAPS,
  MAP_EXPLORER_STATE_VERSION,
  type MapBasemap,
  type MapExplorerState,
  type MapExtent,
  type MapLayerState,
  roundExtent,
  VIRGINIA_EXTENT,
} from '@/lib/shared/schemas/mapExplorerState';
import { AttributeTable } from './AttributeTable';
import { CommentsPanel } from './comments/CommentsPanel';
import { FilterPanel } from './FilterPanel';
import { IdentifyPanel } from './IdentifyPanel';
import { Legend } from './Legend';
import { definitionExpression, extentOf, toAttributeFilters } from './mapFilters';
import { MapSearch, type SearchResult } from './MapSearch';
import { KeyboardHelp } from './KeyboardHelp';
import { featuresInViewMessage } from './keyboardNav';
import { LayerPanel } from './LayerPanel';
import { MapTools } from './MapTools';
import MapCanvas, { type IdentifyHit, type MapHandle } from './MapCanvas';
import { layerStyle } from './layerStyles';
import { layerColour, type OperationalLayer } from './operationalLayers';
import { PrintButton } from './PrintButton';
import { PRINT_NOTE, printContent } from './printContent';
import { ShareButton } from './ShareDialog';

const BASEMAP_LABELS: Record<MapBasemap, string> = {
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

interface Props {
  metadata: LayerMetadata[];
  /** A shared view to open with, or null for the default view. */
  initial: MapExplorerState | null;
  /** Open with this layer on, this feature selected and the map on it (when no shared view is opened). */
  focus: MapFocus | null;
  dataVintage: string;
}

/** The Map Explorer's workspace: layer panel, the map (one tab stop), what is in view, identify, help, share. */
export function MapWorkspace({ metadata, initial, focus, dataVintage }: Props) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const mapRef = useRef<HTMLDivElement>(null);
  const [basemap, setBasemap] = useState<MapBasemap>(initial?.basemap ?? 'light');
  const [states, setStates] = useState<MapLayerState[]>(
    initial?.layers ?? (focus ? [{ key: focus.layerKey, visible: true, opacity: 1 }] : []),
  );
  const extent = useRef<MapExtent>(initial?.extent ?? VIRGINIA_EXTENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hits, setHits] = useState<IdentifyHit[] | null>(null);
  const [inView, setInView] = useState<{ name: string; count: number }[]>([]);
  const [help, setHelp] = useState(false);
  const [sheet, setSheet] = useState(false);
  const [filters, setFilters] = useState<Record<string, MapLayerFilters>>(initial?.filters ?? {});
  const [selection, setSelection] = useState<MapSelection | null>(
    initial?.selection ?? (focus ? { layerKey: focus.layerKey, ids: [focus.id] } : null),
  );
  const [tableKey, setTableKey] = useState<string | null>(
    initial?.selection?.layerKey ?? focus?.layerKey ?? null,
  );
  const [viewExtent, setViewExtent] = useState<MapExtent>(initial?.extent ?? VIRGINIA_EXTENT);
  const getState = (): MapExplorerState => ({
    schemaVersion: MAP_EXPLORER_STATE_VERSION,
    dataVintage,
    extent: roundExtent(extent.current),
    basemap,
    layers: states,
    filters,
    selection,
  });
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
  /** Selects one feature (from the table, the map or the search) and, unless it came from the map, zooms to it. */
  const select = (layerKey: string, id: string, zoom: boolean) => {
    setSelection({ layerKey, ids: [id] });
    setTableKey(layerKey);
    if (!zoom) return;
    void getFeatures(layerKey, { ids: [id], fields: [] })
      .then((page) => page.features[0] && handle.current?.goTo(extentOf(page.features[0].geometry)))
      .catch(() => undefined);
  };
  // A focus link zooms to its feature once (the selection and the layer were set up above).
  const focused = useRef(false);
  useEffect(() => {
    if (!focus || focused.current) return;
    focused.current = true;
    void getFeatures(focus.layerKey, { ids: [focus.id], fields: [] })
      .then((page) => page.features[0] && handle.current?.goTo(extentOf(page.features[0].geometry)))
      .catch(() => undefined);
  }, [focus]);
  const goToResult = (r: SearchResult) => {
    handle.current?.goTo(r.extent);
    if (r.feature) setSelection({ layerKey: r.feature.layerKey, ids: [r.feature.id] });
  };
  const handle = useRef<MapHandle | null>(null);
  const getPrint = () => printContent(handle.current!, metadata, layers, basemap, PRINT_NOTE);
  const closeIdentify = () => {
    setHits(null);
    mapRef.current?.focus();
  };

  const panel = (
    <Box sx={{ p: 2, overflowY: 'auto', height: '100%' }}>
      <TextField
        select
        label="Basemap"
        value={basemap}
        onChange={(e) => setBasemap(e.target.value as MapBasemap)}
        fullWidth
        size="small"
        sx={{ mb: 2 }}
      >
        {MAP_BASEMAPS.map((b) => (
          <MenuItem key={b} value={b}>
            {BASEMAP_LABELS[b]}
          </MenuItem>
        ))}
      </TextField>
      <Legend
        layers={visible}
        colours={colours}
        styles={Object.fromEntries(layers.flatMap((l) => (l.style ? [[l.key, l.style]] : [])))}
        filters={filters}
      />
      <LayerPanel metadata={metadata} states={layers} colours={colours} errors={errors} onChange={change} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h1" sx={{ mr: 'auto' }}>
          MapExplorer
        </Typography>
        {phone && (
          <Button variant="outlined" onClick={() => setSheet(true)}>
            Layers
          </Button>
        )}
        <ShareButton getState={getState} />
        <PrintButton getContent={getPrint} />
        <Button variant="outlined" onClick={() => setHelp(true)}>
          Keyboard help
        </Button>
        <MapTools
          handle={handle}
          tableLayer={tableLayer}
          visibleKeys={visible.map((m) => m.key)}
          onSelectIds={(layerKey, ids) => {
            setSelection({ layerKey, ids });
            setTableKey(layerKey);
          }}
        />
      </Box>
      <MapSearch visible={visible} onGo={goToResult} />
      <Typography variant="ui" component="p" id="map-description">
        Virginia&apos;s counties and cities with the VTrans layers you turn on. With the map focused, use the
        arrow keys to move, + and - to zoom, Enter to list what lies under the crosshair, and ? for all keys.
      </Typography>
      <Box
        sx={{
          display: 'flex',
          height: { xs: 'calc(100dvh - 150px)', md: 'calc(100vh - 260px)' },
          minHeight: 420,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {!phone && (
          <Box sx={{ width: 320, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>{panel}</Box>
        )}
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <MapCanvas
            basemap={basemap}
            layers={layers}
            initialExtent={initial?.extent ?? VIRGINIA_EXTENT}
            onExtent={(e) => {
              extent.current = e;
              setViewExtent(e);
            }}
            selection={selection}
            onSelectFeature={(key, id) => select(key, id, false)}
            describedBy="map-description"
            focusRef={mapRef}
            handleRef={handle}
            onIdentify={setHits}
            onInView={setInView}
            onHelp={() => setHelp(true)}
            onLayerError={(key) =>
              setErrors((e) => ({ ...e, [key]: 'The features of this layer could not be loaded.' }))
            }
          />
          {hits && (
            <Box sx={{ position: 'absolute', right: 8, top: 8, width: { xs: 'calc(100% - 16px)', sm: 340 } }}>
              <IdentifyPanel hits={hits} metadata={metadata} onClose={closeIdentify} />
            </Box>
          )}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="in-view-heading">
        <Typography id="in-view-heading" variant="itemTitle" component="h2">
          Features in view
        </Typography>
        <Typography role="status" aria-live="polite" data-testid="features-in-view">
          {featuresInViewMessage(inView)}
        </Typography>
      </Box>
      <CommentsPanel handle={handle} selection={selection} metadata={metadata} viewExtent={viewExtent} />
      <Box component="section" aria-labelledby="data-heading" sx={{ mt: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="data-heading" variant="cardTitle" component="h2">
            Attribute table and filters
          </Typography>
          {visible.length > 1 && tableLayer && (
            <TextField
              select
              size="small"
              label="Layer in the table"
              value={tableLayer.key}
              onChange={(e) => setTableKey(e.target.value)}
              sx={{ minWidth: 260 }}
            >
              {visible.map((m) => (
                <MenuItem key={m.key} value={m.key}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
        {tableLayer ? (
          <>
            <FilterPanel
              layer={tableLayer}
              filters={filters[tableLayer.key] ?? {}}
              onChange={(f) => setFilters((prev) => ({ ...prev, [tableLayer.key]: f }))}
            />
            <AttributeTable
              layer={tableLayer}
              filters={toAttributeFilters(filters[tableLayer.key])}
              extent={viewExtent}
              selectedIds={selection?.layerKey === tableLayer.key ? selection.ids : []}
              onSelect={(id) => select(tableLayer.key, id, true)}
            />
          </>
        ) : (
          <Typography>Turn on a layer to list its features here, filter them and download them.</Typography>
        )}
      </Box>
      {phone && (
        <Drawer
          anchor="bottom"
          open={sheet}
          onClose={() => setSheet(false)}
          slotProps={{ paper: { sx: { maxHeight: '70vh' } } }}
        >
          <Button onClick={() => setSheet(false)} sx={{ alignSelf: 'flex-end', m: 1 }}>
            Close
          </Button>
          {panel}
        </Drawer>
      )}
      <KeyboardHelp open={help} onClose={() => setHelp(false)} />
    </Box>
  );
}
