import './arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import Graphic from '@arcgis/core/Graphic';
import Point from '@arcgis/core/geometry/Point';
import Polygon from '@arcgis/core/geometry/Polygon';
import Polyline from '@arcgis/core/geometry/Polyline';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleLineSymbol from '@arcgis/core/symbols/SimpleLineSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import type MapView from '@arcgis/core/views/MapView';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { mapColours, palette } from '@/styles/theme';
import { mapKeyAction } from './keyboardNav';
import { createMapView, paddedExtent } from './mapHost';

export type Corner = [number, number];

export interface StudyAreaMapProps {
  /** The study area to show (Polygon or MultiPolygon rings in WGS84), or null. */
  area: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
  /** [minX, minY, maxX, maxY] to open on. */
  bbox: number[] | null;
  /** Drawing: the corners so far, and what a new corner (Enter, or a click) does. Absent: the map only shows. */
  drawing?: { corners: Corner[]; onAdd: (corner: Corner) => void };
  label: string;
  describedBy: string;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function ringsOf(area: StudyAreaMapProps['area']): number[][][] {
  if (!area) return [];
  if (area.type === 'Polygon') return area.coordinates as number[][][];
  return (area.coordinates as number[][][][]).flat();
}

/**
 * A GAP-TA study area on the site's own basemap: the area outlined, and — while drawing — the corners placed
 * so far. The map is one tab stop: the arrow keys move it, + and - zoom, and Enter places a corner at the
 * crosshair in the middle (a click places one where it lands), so the shape can be drawn with the keyboard.
 */
export default function StudyAreaMap({ area, bbox, drawing, label, describedBy }: StudyAreaMapProps) {
  const div = useRef<HTMLDivElement>(null);
  const viewRef = useRef<MapView | null>(null);
  const layerRef = useRef<GraphicsLayer | null>(null);
  const addRef = useRef(drawing?.onAdd);
  const [ready, setReady] = useState(false);
  /** Where the view has settled (`longitude,latitude@scale`): a keyboard step taken says so here. */
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    addRef.current = drawing?.onAdd;
  });

  useEffect(() => {
    const layer = new GraphicsLayer({ id: 'study-area', title: 'Study area' });
    const { view } = createMapView(div.current!, {
      basemap: 'light',
      extent: paddedExtent(bbox, 0.2, 0.02),
      layers: [layer],
    });
    viewRef.current = view;
    layerRef.current = layer;
    const click = view.on('click', (e) => {
      if (!addRef.current || !e.mapPoint) return;
      addRef.current([round6(e.mapPoint.longitude ?? 0), round6(e.mapPoint.latitude ?? 0)]);
    });
    void view
      .when(() => reactiveUtils.whenOnce(() => !view.updating))
      .then(() => setReady(true))
      .catch(() => undefined);
    const stationary = reactiveUtils.when(
      () => (view.stationary ? view.center : null),
      (c) => setSettled(`${c.longitude?.toFixed(5)},${c.latitude?.toFixed(5)}@${Math.round(view.scale)}`),
    );
    return () => {
      click.remove();
      stationary.remove();
      view.destroy();
      viewRef.current = null;
    };
    // The view opens once; the area and corners are drawn by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const corners = drawing?.corners;
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.removeAll();
    const line = new SimpleLineSymbol({ color: mapColours.layers[1], width: 2.5 });
    const rings = ringsOf(area);
    if (rings.length > 0) {
      layer.add(
        new Graphic({
          geometry: new Polygon({ rings, spatialReference: { wkid: 4326 } }),
          symbol: new SimpleFillSymbol({ color: `${mapColours.layers[1]}33`, outline: line }),
        }),
      );
    }
    if (corners && corners.length > 0) {
      const path = corners.length > 2 ? [...corners, corners[0]!] : corners;
      if (path.length > 1) {
        layer.add(
          new Graphic({
            geometry: new Polyline({ paths: [path], spatialReference: { wkid: 4326 } }),
            symbol: new SimpleLineSymbol({ color: mapColours.layers[0], width: 2, style: 'dash' }),
          }),
        );
      }
      for (const [x, y] of corners) {
        layer.add(
          new Graphic({
            geometry: new Point({ longitude: x, latitude: y }),
            symbol: new SimpleMarkerSymbol({
              color: mapColours.layers[0],
              size: 9,
              outline: { color: palette.white, width: 1 },
            }),
          }),
        );
      }
    }
  }, [area, corners, ready]);

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    const view = viewRef.current;
    const action = mapKeyAction(e);
    if (!view || !action) return;
    if (action.type === 'pan') {
      const c = view.center.clone();
      c.x += action.dx * view.extent!.width;
      c.y += action.dy * view.extent!.height;
      void view.goTo(c, { animate: false });
    } else if (action.type === 'zoom') {
      void view.goTo({ scale: view.scale * action.factor }, { animate: false });
    } else if (action.type === 'identify') {
      if (!addRef.current) return;
      addRef.current([round6(view.center.longitude ?? 0), round6(view.center.latitude ?? 0)]);
    } else {
      return;
    }
    e.preventDefault();
  }

  return (
    <Box
      tabIndex={0}
      role="application"
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={!ready}
      data-testid="study-area-map"
      data-map-ready={ready ? 'true' : 'false'}
      data-map-view={settled ?? undefined}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        height: { xs: 320, md: 420 },
        border: 1,
        borderColor: 'divider',
        bgcolor: mapColours.basemaps.light.background,
        '&:focus-visible': { outline: '3px solid', outlineOffset: -3 },
      }}
    >
      <Box ref={div} sx={{ position: 'absolute', inset: 0 }} />
      {drawing && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            width: 24,
            height: 24,
            ml: '-12px',
            mt: '-12px',
            pointerEvents: 'none',
            background: `linear-gradient(${palette.text}, ${palette.text}) center / 2px 100% no-repeat, linear-gradient(${palette.text}, ${palette.text}) center / 100% 2px no-repeat`,
          }}
        />
      )}
    </Box>
  );
}
