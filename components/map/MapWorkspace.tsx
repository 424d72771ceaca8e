import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { Geometry, MultiPolygon, Polygon } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import { filterWords } from '@/lib/shared/layerFilters';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import {
  type MapFocus,
  type MapSelection,
  MAP_EXPLORER_STATE_VERSION,
  type MapBasemap,
  type MapExplorerState,
  type MapExtent,
  type MapCompare,
  type MapTableState,
  roundExtent,
  VIRGINIA_EXTENT,
} from '@/lib/shared/schemas/mapExplorerState';
import { CommentsPanel } from './comments/CommentsPanel';
import { CompareLabels } from './CompareLabels';
import { CompareYears, defaultComparison } from './CompareYears';
import { MapSearch, type SearchResult } from './MapSearch';
import { KeyboardHelp } from './KeyboardHelp';
import { extentOf, toAttributeFilters } from './mapFilters';
import { FirstDrawContext, useFirstDrawState } from './firstDraw';
import { MapSidebar } from './MapSidebar';
import { MapTools } from './MapTools';
import type { MapHandle } from './MapCanvas';
import { outlinePlace } from './placeOutline';
import { PrintButton } from './PrintButton';
import { PRINT_NOTE, printContent } from './printContent';
import { ShareButton } from './ShareDialog';
import { TableSection } from './TableSection';
import { useWorkspaceLayers, zoomToFeature } from './useWorkspaceLayers';
import { WorkspaceMap } from './WorkspaceMap';

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
  // A phone's layout or a touch screen (a tablet beside it): hints say what a finger does, not which keys.
  const touch = useMediaQuery('(pointer: coarse)') || phone;
  const mapRef = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  // A study area to open on (focus.area): the map's first extent, so no zoom has to follow the first draw.
  const focusArea = focus?.area ?? null;
  const firstExtent =
    initial?.extent ?? (focusArea ? extentOf(focusArea.geometry as Geometry, 0.01) : VIRGINIA_EXTENT);
  const extent = useRef<MapExtent>(firstExtent);
  const [outlined, setOutlined] = useState(false);
  const [basemap, setBasemap] = useState<MapBasemap>(initial?.basemap ?? 'light');
  const [compare, setCompare] = useState<MapCompare | null>(initial?.compare ?? null);
  const {
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
  } = useWorkspaceLayers(metadata, initial, focus, compare);
  const [selection, setSelection] = useState<MapSelection | null>(
    initial?.selection ?? (focus?.id ? { layerKey: focus.layerKey, ids: [focus.id] } : null),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [help, setHelp] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const firstDraw = useFirstDrawState(drawn);
  const [sheet, setSheet] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const [viewExtent, setViewExtent] = useState<MapExtent>(firstExtent);
  const [tableView, setTableView] = useState<Omit<MapTableState, 'layerKey'>>({
    sort: initial?.table.sort ?? null,
    inView: initial?.table.inView ?? false,
  });
  /**
   * Starts, changes or stops the year comparison. The two years compared are turned on and take one filter
   * (the one either had, or the table's layer had); the table keeps the layer it lists.
   */
  const compareYears = (next: MapCompare | null) => {
    if (next && (next.from !== compare?.from || next.to !== compare?.to))
      shareFilters(next, [compare?.to, tableLayer?.key]);
    setCompare(next);
    if (!next) return;
    if (tableLayer) setTableKey(tableLayer.key);
    for (const key of [next.from, next.to]) {
      if (!states.some((s) => s.key === key && s.visible)) change(key, { visible: true }, true);
    }
  };
  // With no comparison (or no layer in the table) there is no side: undefined === compare?.from would say 'left'.
  const compareSide = (key: string | undefined) =>
    !key || !compare ? null : key === compare.from ? 'left' : key === compare.to ? 'right' : null;
  const tableSide = compareSide(tableLayer?.key);
  const canCompare = defaultComparison(metadata) !== null;
  const getState = (): MapExplorerState => ({
    schemaVersion: MAP_EXPLORER_STATE_VERSION,
    dataVintage,
    extent: roundExtent(handle.current?.extent() ?? extent.current),
    basemap,
    layers: states,
    filters,
    selection,
    table: { layerKey: tableLayer?.key ?? null, ...tableView },
    compare,
  });
  /** Selects features (from the table, the map, the tools or the search); the table then lists their layer. */
  const selectIds = (layerKey: string, ids: string[]) => {
    setSelection({ layerKey, ids });
    setTableKey(layerKey);
  };
  // A focus link zooms to its feature once (the selection and the layer were set up above).
  const focused = useRef(false);
  useEffect(() => {
    if (!focus?.id || focused.current) return;
    focused.current = true;
    // A study area is the first extent already; its point would zoom past it.
    if (!focus.area) zoomToFeature(handle, focus.layerKey, focus.id);
  }, [focus]);
  const goToResult = (r: SearchResult) => {
    handle.current?.goTo(r.extent);
    if (r.area && handle.current) outlinePlace(handle.current.view(), r.area, r.label);
    if (r.feature) setSelection({ layerKey: r.feature.layerKey, ids: [r.feature.id] });
  };
  // A comparison prints one map, the year right of the divide (both drawn whole would lie over each other).
  const getPrint = () => printContent(handle.current!, metadata, layers, basemap, PRINT_NOTE, getState());
  const tools = (
    <>
      <ShareButton getState={getState} />
      <PrintButton getContent={getPrint} />
      <Button variant="outlined" onClick={() => setHelp(true)}>
        Keyboard help
      </Button>
      {canCompare && (
        // Filled while a comparison is on, so it shows without the focus on it.
        <Button
          variant={compare ? 'contained' : 'outlined'}
          aria-pressed={compare !== null}
          aria-controls={compare ? 'compare-years' : undefined}
          onClick={() => compareYears(compare ? null : defaultComparison(metadata))}
        >
          Compare years
        </Button>
      )}
      <MapTools
        handle={handle}
        tableLayer={tableLayer}
        visibleKeys={visible.map((m) => m.key)}
        onSelectIds={selectIds}
        filtered={Object.fromEntries(
          metadata.flatMap((m) => {
            const f = toAttributeFilters(filters[m.key]);
            return f.length ? [[m.key, { filters: f, words: filterWords(f, m.fields) }]] : [];
          }),
        )}
      />
    </>
  );

  const panel = (
    <MapSidebar
      basemap={basemap}
      onBasemap={setBasemap}
      metadata={metadata}
      visible={visible}
      layers={layers}
      colours={colours}
      filters={filters}
      errors={errors}
      onChange={change}
      touch={touch}
    />
  );

  return (
    <FirstDrawContext.Provider value={firstDraw}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {/* The first stop in the page's content: past the tools and the layer list, straight to the map. */}
        <Link
          href="#map-explorer-map"
          onClick={(e) => {
            e.preventDefault();
            mapRef.current?.focus();
          }}
          sx={{
            ...visuallyHidden,
            '&:focus': { position: 'static', width: 'auto', height: 'auto', clip: 'auto', m: 0 },
          }}
        >
          Skip to the map
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
          <Typography variant="h2" component="h1">
            MapExplorer
          </Typography>
          <MapSearch visible={visible} onGo={goToResult} />
          {phone ? (
            <>
              <Button variant="outlined" onClick={() => setSheet(true)}>
                Layers
              </Button>
              {/* On a phone the map comes first: the tools fold into one disclosure button. */}
              <Button
                variant="outlined"
                aria-expanded={toolsOpen}
                aria-controls="map-explorer-tools"
                onClick={() => setToolsOpen((o) => !o)}
              >
                Tools
              </Button>
            </>
          ) : (
            tools
          )}
        </Box>
        {phone && (
          <Box
            id="map-explorer-tools"
            role="group"
            aria-label="Map tools"
            sx={{ display: toolsOpen ? 'flex' : 'none', gap: 1, flexWrap: 'wrap' }}
          >
            {tools}
          </Box>
        )}
        {focusArea && (
          <Typography data-testid="focus-area" role="status">
            {outlined ? `The map is on the study area of “${focusArea.label}”, outlined in black.` : ''}
          </Typography>
        )}
        <WorkspaceMap
          metadata={metadata}
          sidebar={phone ? null : panel}
          touch={touch}
          overlay={
            compare && (
              <CompareLabels
                compare={compare}
                filtered={toAttributeFilters(filters[compare.to]).length > 0}
              />
            )
          }
          basemap={basemap}
          layers={layers}
          initialExtent={firstExtent}
          onExtent={(e) => {
            extent.current = e;
            setViewExtent(e);
          }}
          selection={selection}
          onSelectFeature={(key, id) => selectIds(key, [id])}
          onReady={() => {
            setDrawn(true);
            // The view has drawn: outline the study area the page opened on.
            if (focusArea && handle.current) {
              outlinePlace(
                handle.current.view(),
                focusArea.geometry as Polygon | MultiPolygon,
                focusArea.label,
              );
              setOutlined(true);
            }
          }}
          focusRef={mapRef}
          handleRef={handle}
          onHelp={() => setHelp(true)}
          onLayerError={(key) =>
            setErrors((e) => ({ ...e, [key]: 'The features of this layer could not be loaded.' }))
          }
        />
        {compare && (
          <Box id="compare-years">
            <CompareYears
              metadata={metadata}
              handle={handle}
              compare={compare}
              onCompare={compareYears}
              filters={toAttributeFilters(filters[compare.to])}
            />
          </Box>
        )}
        <TableSection
          visible={visible}
          tableLayer={tableLayer}
          onTableLayer={setTableKey}
          filters={filters}
          onFilters={setLayerFilters}
          extent={viewExtent}
          selection={selection}
          onSelect={(layerKey, id) => {
            selectIds(layerKey, [id]);
            zoomToFeature(handle, layerKey, id);
          }}
          view={tableView}
          onView={setTableView}
          note={
            tableSide &&
            `The table lists ${tableLayer?.name}, ${tableSide} of the divide. Filters apply to both years compared; ` +
              'choose the other year in "Layer in the table" to list it.'
          }
        />
        <CommentsPanel handle={handle} selection={selection} metadata={metadata} viewExtent={viewExtent} />
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
    </FirstDrawContext.Provider>
  );
}
