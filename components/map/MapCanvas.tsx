import './arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import type MapView from '@arcgis/core/views/MapView';
import ColorBackground from '@arcgis/core/webmap/background/ColorBackground';
import type Extent from '@arcgis/core/geometry/Extent';
import { webMercatorToGeographic } from '@arcgis/core/geometry/support/webMercatorUtils';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import { isAbortError } from '@arcgis/core/core/promiseUtils';
import type GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MapBasemap, MapExtent, MapSelection } from '@/lib/shared/schemas/mapExplorerState';
import { basemapBackground, createBasemap, TILE_LAYER_IDS } from './basemap';
import { createMapView, toExtent } from './mapHost';
import { PLACE_LAYER_ID } from './placeOutline';
import {
  applyOperationalLayer,
  createOperationalLayer,
  isGeneralised,
  openingScale,
  preciseLayer,
  type OperationalLayer,
} from './operationalLayers';
import { STATEWIDE_SCALE } from '@/lib/shared/schemas/layers';
import { mapKeyAction, panExtent, zoomExtent, type InViewCount } from './keyboardNav';
import { appliedLayersKey } from './mapFilters';
import { MapPicture, useMapPicture } from './MapPicture';

/** What the workspace may ask of the drawn map (print). */
export interface MapHandle {
  /** PNG bytes of the map as drawn, without the operational layers in `hide` (the other year of a comparison). */
  takeImage: (hide?: string[]) => Promise<Uint8Array>;
  /** The current map scale (1:n). */
  scale: () => number;
  /** Ground distance across the view, west to east through its centre, in metres. */
  groundWidth: () => number;
  /** Moves the view to a WGS84 extent (no animation when reduced motion is asked for). */
  goTo: (extent: MapExtent) => void;
  /**
   * The WGS84 extent the map shows now, once it has come to rest (null while it moves). `onExtent` says the same
   * only once the view has finished drawing there: a link shared in between kept the view before.
   */
  extent: () => MapExtent | null;
  /** The view itself, for the tools that draw or add their own layer (select, measure, extract, comments). */
  view: () => MapView;
}

/** One feature found under the crosshair or a click. */
export interface IdentifyHit {
  layer: string;
  attributes: Record<string, unknown>;
}

interface Props {
  basemap: MapBasemap;
  /** Layers to draw; a layer is only fetched once it is first made visible. */
  layers: OperationalLayer[];
  /** Called when a layer's features cannot be loaded. */
  onLayerError: (key: string) => void;
  initialExtent: MapExtent;
  /** Id of the element describing the map and its keys (aria-describedby). */
  describedBy: string;
  onIdentify: (hits: IdentifyHit[]) => void;
  onInView: (counts: InViewCount[]) => void;
  onHelp: () => void;
  /** Called with the WGS84 extent each time the view settles. */
  onExtent: (extent: MapExtent) => void;
  /** The map's focusable element, so panels can give focus back to it. */
  focusRef: React.RefObject<HTMLDivElement | null>;
  handleRef: React.RefObject<MapHandle | null>;
  /** Features to highlight (the table's and the map's shared selection). */
  selection: MapSelection | null;
  /** A feature of an operational layer was clicked. */
  onSelectFeature: (layerKey: string, id: string) => void;
  /**
   * The first view is drawn (data-map-ready turns true), or the view failed and never will: the page's own work
   * may start (firstDraw.ts).
   */
  onReady?: () => void;
}

const geographic = (e: Extent): MapExtent => {
  const g = webMercatorToGeographic(e) as Extent;
  return { xmin: g.xmin, ymin: g.ymin, xmax: g.xmax, ymax: g.ymax };
};
/** An extent's centre as `longitude,latitude` to five decimals (about a metre). */
const centreOf = (e: Extent) => {
  const g = geographic(e);
  return `${((g.xmin + g.xmax) / 2).toFixed(5)},${((g.ymin + g.ymax) / 2).toFixed(5)}`;
};
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The ArcGIS view: client-only, destroyed on unmount, one keyboard tab stop with a crosshair. */
export default function MapCanvas({
  basemap,
  layers,
  onLayerError,
  initialExtent,
  describedBy,
  onIdentify,
  onInView,
  onHelp,
  onExtent,
  focusRef,
  handleRef,
  selection,
  onSelectFeature,
  onReady,
}: Props) {
  const viewDiv = useRef<HTMLDivElement>(null);
  const view = useRef<MapView | null>(null);
  /** The page sent the map somewhere (handle.goTo) before it was ready: the first view's fit gives way. */
  const steered = useRef(false);
  /** The extent the map opens on (the layers first drawn are read for its scale). */
  const opening = useRef(initialExtent);
  const localities = useRef<GeoJSONLayer | null>(null);
  const identifyCentre = useRef<() => Promise<void>>(async () => undefined);
  /** Where the keyboard's move under way is going (null when none is). */
  const keyTarget = useRef<MapExtent | null>(null);
  const recount = useRef<() => void>(() => undefined);
  const [keyboard, setKeyboard] = useState(false);
  const [ready, setReady] = useState(false);
  /** Bumped each time layers drawn generalised have been read whole (their features, and ids, are new). */
  const [reread, setReread] = useState(0);
  /** The view the live "features in view" describe (its scale and centre), for whoever waits for a move. */
  const [counted, setCounted] = useState<{ scale: number; centre: string } | null>(null);
  // The server's picture of the default view covers the map until its first view is drawn, unless the map has
  // been sent elsewhere or given another basemap meanwhile (the picture would show what the map does not).
  const picture = useMapPicture();
  const [pictureFits, setPictureFits] = useState(true);
  const added = useRef(new Map<string, GeoJSONLayer>());
  const callbacks = useRef({ onIdentify, onInView, onLayerError, onExtent, onSelectFeature, onReady });
  useEffect(() => {
    callbacks.current = { onIdentify, onInView, onLayerError, onExtent, onSelectFeature, onReady };
  });

  useEffect(() => {
    const { view: v, localities: loc } = createMapView(viewDiv.current!, { basemap, extent: initialExtent });
    localities.current = loc;
    view.current = v;
    const identifyAt = async (x: number, y: number) => {
      const res = await v.hitTest({ x, y });
      const hits = res.results.flatMap((r) =>
        'graphic' in r &&
        r.graphic?.layer &&
        ![...TILE_LAYER_IDS, PLACE_LAYER_ID].includes(String(r.graphic.layer.id))
          ? [{ layer: r.graphic.layer.title ?? '', attributes: { ...r.graphic.attributes } }]
          : [],
      );
      callbacks.current.onIdentify(hits);
    };
    const click = v.on('click', (e) => {
      void identifyAt(e.x, e.y).catch(() => undefined);
      // The topmost feature of an operational layer becomes the selection (and its table row).
      void v
        .hitTest(e)
        .then((res) => {
          for (const r of res.results) {
            const key =
              'graphic' in r ? String(r.graphic?.layer?.id ?? '').replace(/^layer-/, '') : undefined;
            const id = 'graphic' in r ? r.graphic?.attributes?.feature_id : undefined;
            if (key && added.current.has(key) && id !== undefined) {
              callbacks.current.onSelectFeature(key, String(id));
              return;
            }
          }
        })
        .catch(() => undefined);
    });
    // The first view fits the initial extent (all of Virginia, or a shared view's) to the map's real size. The
    // extent given to the view is applied at whatever size the container had then (the layout still settling:
    // half of Virginia at 1280×800, a small shape far north on a phone); until the map is ready, each new size
    // fits it again, unless the page has already sent the map somewhere (a feature or a comment in the
    // address): that wins.
    let settled = false;
    const fitFirstView = () => {
      if (!settled && !steered.current)
        void v.when(() => v.goTo(toExtent(initialExtent), { animate: false })).catch(() => undefined);
    };
    const fit = reactiveUtils.watch(
      () => [v.width, v.height],
      ([w, h]) => {
        if (w! > 0 && h! > 0) fitFirstView();
      },
      { initial: true },
    );
    v.when(async () => {
      await v.whenLayerView(loc);
      if (!steered.current) await v.goTo(toExtent(initialExtent), { animate: false });
      await reactiveUtils.whenOnce(() => !v.updating);
      settled = true;
      fit.remove();
      setReady(true);
      callbacks.current.onReady?.();
    }).catch((e: unknown) => {
      if (isAbortError(e)) return;
      callbacks.current.onReady?.();
      throw e;
    });
    // Counts once per settled extent, and again whenever a layer is turned on or off or filtered
    // (recount.current, called by the layers effect). What is counted is what is in the view's extent, not what is
    // drawn: after a move each layer view needs its features (`dataUpdating`, Esri's signal for counts), not the
    // whole view finished drawing. Waiting for that (every layer, the basemap's tiles and names) held the count of
    // a zoomed-out map for over 30 s on a loaded machine drawing in software GL, with the localities still undrawn.
    // A layer just turned on or filtered is counted once its layer view has applied it (`updating`), and the
    // filter goes with the query too. A count that fails is made once more, so the list never keeps a stale count.
    let counting = 0;
    const count = async (after: 'move' | 'layers', retry = true): Promise<void> => {
      const run = ++counting;
      if (after === 'layers') await reactiveUtils.whenOnce(() => !v.updating);
      const extent = v.extent.clone();
      const view = { scale: Math.round(v.scale), centre: centreOf(extent) };
      const shown = [...added.current.values()].filter((l) => l.visible);
      const counted = [localities.current!, ...shown].map(async (layer) => {
        const lv = await v.whenLayerView(layer);
        await reactiveUtils.whenOnce(() => !(after === 'layers' ? lv.updating : lv.dataUpdating));
        const where = layer.definitionExpression || undefined;
        const [n, some] = await Promise.all([
          lv.queryFeatureCount({ geometry: extent, where }),
          lv.queryFeatures({ geometry: extent, where, outFields: ['name'], returnGeometry: false, num: 3 }),
        ]);
        const examples = some.features.map((g) => String(g.attributes?.name ?? ''));
        return { name: layer.title ?? '', count: n, examples };
      });
      const counts = await Promise.all(counted).catch(() => null);
      if (run !== counting) return; // a later move or layer change counts instead
      if (!counts) return retry ? count('layers', false) : undefined;
      callbacks.current.onInView(counts);
      setCounted(view);
    };
    recount.current = () => void count('layers').catch(() => undefined);
    // Past statewide scales the layers drawn from the generalised answer are read whole, and counted once they are.
    const stationary = reactiveUtils.when(
      () => (v.stationary ? v.extent : null),
      async () => {
        const light = [...added.current.values()].filter(isGeneralised);
        if (v.scale < STATEWIDE_SCALE && light.length > 0)
          void Promise.all(light.map(preciseLayer))
            .then(() => {
              setReread((n) => n + 1);
              return count('layers');
            })
            .catch(() => undefined);
        // Not during the first draw: its queries wait in the SDK's one worker behind the tiles, and the first count
        // comes once the map is ready (the layers effect's recount), as the issue asks of the page's work (58 §4).
        else if (settled) void count('move').catch(() => undefined);
        await reactiveUtils.whenOnce(() => !v.updating);
        callbacks.current.onExtent(geographic(v.extent));
      },
    );
    identifyCentre.current = () => identifyAt(v.width / 2, v.height / 2);
    handleRef.current = {
      view: () => v,
      scale: () => v.scale,
      // Web Mercator metres shrink by cos(latitude) on the ground.
      groundWidth: () => {
        const g = geographic(v.extent);
        return v.extent.width * Math.cos((((g.ymin + g.ymax) / 2) * Math.PI) / 180);
      },
      extent: () => (v.stationary && v.extent ? geographic(v.extent) : null),
      goTo: (extent) => {
        steered.current = true;
        setPictureFits(false);
        void v.when(() => v.goTo(toExtent(extent), { animate: !reducedMotion() })).catch(() => undefined);
      },
      takeImage: async (hide = []) => {
        // A screenshot draws every visible layer whole (the Swipe's clipping is not in it): hide the others.
        const hidden = hide.flatMap((key) => {
          const layer = added.current.get(key);
          if (!layer?.visible) return [];
          layer.visible = false;
          return [layer];
        });
        let shot: Awaited<ReturnType<MapView['takeScreenshot']>>;
        try {
          // Hidden means its layer view has stopped drawing: the view's `updating` has not yet turned on when
          // the layer is hidden, so waiting on it alone let the screenshot draw the year it said was left out.
          for (const layer of hidden) {
            const lv = await v.whenLayerView(layer);
            await reactiveUtils.whenOnce(() => lv.suspended);
          }
          await reactiveUtils.whenOnce(() => !v.updating);
          shot = await v.takeScreenshot({ format: 'png' });
        } finally {
          for (const layer of hidden) layer.visible = true;
        }
        // Decoded here rather than with fetch(dataUrl): the CSP's connect-src does not allow data: URLs.
        const binary = atob(shot.dataUrl.slice(shot.dataUrl.indexOf(',') + 1));
        return Uint8Array.from(binary, (c) => c.charCodeAt(0));
      },
    };
    return () => {
      click.remove();
      fit.remove();
      stationary.remove();
      view.current = null;
      handleRef.current = null;
      v.destroy();
    };
    // The view is built once; basemap and extent changes are applied below without rebuilding it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const v = view.current;
    if (!v || v.map?.basemap?.id === basemap) return;
    const { basemap: base, localities: loc } = createBasemap(basemap);
    localities.current = loc;
    v.map!.basemap = base;
    v.background = new ColorBackground({ color: basemapBackground(basemap) });
  }, [basemap]);

  // Applied when what they say changes (appliedLayersKey), not whenever the parent renders a new array.
  const layersKey = appliedLayersKey(layers);
  const latestLayers = useRef(layers);
  useEffect(() => {
    latestLayers.current = layers;
  });
  useEffect(() => {
    const v = view.current;
    if (!v?.map) return;
    for (const l of latestLayers.current) {
      let layer = added.current.get(l.key);
      if (!layer && !l.visible) continue;
      const turnedOn = l.visible && !layer?.visible;
      if (!layer) {
        // Before the view is ready its scale is that of the initial extent across the map's width.
        layer = createOperationalLayer(
          l,
          v.ready ? v.scale : openingScale(opening.current, viewDiv.current?.clientWidth ?? 0),
        );
        added.current.set(l.key, layer);
        v.map.add(layer);
        layer.load().catch((e: unknown) => {
          if (!isAbortError(e)) callbacks.current.onLayerError(l.key);
        });
      }
      applyOperationalLayer(layer, l);
      // A layer just turned on is counted again once its layer view has drawn its features: the count made at once
      // can find the view not yet updating (on a busy machine it had not started) and count none of them, and then
      // the live list left the layer out until the map moved.
      if (turnedOn) {
        void v
          .whenLayerView(layer)
          .then((lv) => {
            const first = reactiveUtils.watch(
              () => lv.updating,
              (updating, was) => {
                if (was && !updating) {
                  first.remove();
                  recount.current();
                }
              },
            );
          })
          .catch(() => undefined);
      }
    }
    if (ready) recount.current();
  }, [layersKey, ready]);

  // The shared selection is highlighted on the map (and the table marks the same rows).
  const selectionKey = JSON.stringify(selection);
  useEffect(() => {
    const v = view.current;
    const layer = selection ? added.current.get(selection.layerKey) : undefined;
    if (!v || !layer || !selection || selection.ids.length === 0) return;
    let handle: { remove: () => void } | null = null;
    let live = true;
    const where = `feature_id IN (${selection.ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ')})`;
    void (async () => {
      const lv = await v.whenLayerView(layer);
      await reactiveUtils.whenOnce(() => !lv.updating);
      const ids = await layer.queryObjectIds({ where });
      if (live) handle = lv.highlight(ids);
    })().catch(() => undefined);
    return () => {
      live = false;
      handle?.remove();
    };
    // `selectionKey` stands for the selection, `layersKey` for the layers, `reread` for their features read whole.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectionKey, ready, layersKey, reread]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const v = view.current;
    const action = mapKeyAction(e);
    if (!v || !action) return;
    e.preventDefault();
    setKeyboard(true);
    if (action.type === 'help') return onHelp();
    if (action.type === 'identify') return void identifyCentre.current().catch(() => undefined);
    // A key pressed while the last key's move is under way steps on from where that move is going: from the
    // extent in view, the new move would replace the one in flight, and the earlier key would be lost (+ + zoomed
    // in once; + then ← panned the unzoomed map).
    const from = keyTarget.current ?? geographic(v.extent);
    const next =
      action.type === 'pan' ? panExtent(from, action.dx, action.dy) : zoomExtent(from, action.factor);
    keyTarget.current = next;
    void v
      .goTo(toExtent(next), { animate: !reducedMotion() })
      .catch(() => undefined)
      .finally(() => {
        if (keyTarget.current === next) keyTarget.current = null;
      });
  };

  return (
    <Box
      ref={focusRef}
      id="map-explorer-map"
      tabIndex={0}
      role="application"
      aria-label="Map of Virginia"
      aria-describedby={describedBy}
      aria-busy={!ready}
      data-map-ready={ready ? 'true' : 'false'}
      // The view the live list of features in view describes: a test that moves the map waits for these.
      data-map-scale={counted?.scale}
      data-map-centre={counted?.centre}
      onKeyDown={onKeyDown}
      onFocus={(e) => setKeyboard(e.currentTarget.matches(':focus-visible'))}
      onBlur={() => setKeyboard(false)}
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        // Shown until the first view is drawn (the drawing surface waits for it: mapHost.ts).
        bgcolor: basemapBackground(basemap),
        '&:focus-visible': { outline: '3px solid', outlineOffset: -3 },
      }}
    >
      <Box ref={viewDiv} sx={{ position: 'absolute', inset: 0 }} />
      {picture && !ready && pictureFits && basemap === 'light' && <MapPicture info={picture} />}
      {keyboard && (
        <Box
          aria-hidden
          data-testid="map-crosshair"
          sx={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            width: 28,
            height: 28,
            ml: '-14px',
            mt: '-14px',
            pointerEvents: 'none',
            border: '2px solid',
            borderColor: 'text.primary',
            borderRadius: '50%',
            boxShadow: '0 0 0 2px white',
          }}
        />
      )}
    </Box>
  );
}
