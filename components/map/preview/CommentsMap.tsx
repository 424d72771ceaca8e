import '../arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import Graphic from '@arcgis/core/Graphic';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer';
import Point from '@arcgis/core/geometry/Point';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import type MapView from '@arcgis/core/views/MapView';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { mapColours, palette } from '@/styles/theme';
import { createMapView } from '../mapHost';

export interface CommentsMapProps {
  comments: Array<{ id: number; latitude: number; longitude: number }>;
  /** The comment to zoom to and mark, or null for all of them. */
  selected: number | null;
  /** Id of the text describing the map. */
  describedBy: string;
}

const VIRGINIA = { xmin: -83.7, ymin: 36.5, xmax: -75.2, ymax: 39.5 };

/**
 * The moderation page's map: where each comment in the current view was left, on the Map
 * Explorer's local basemap; the comment a reviewer picks is zoomed to and drawn larger and darker.
 */
export default function CommentsMap({ comments, selected, describedBy }: CommentsMapProps) {
  const div = useRef<HTMLDivElement>(null);
  const viewRef = useRef<MapView | null>(null);
  const layerRef = useRef<GraphicsLayer | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const layer = new GraphicsLayer({ id: 'comments', title: 'Comments' });
    const { view } = createMapView(div.current!, { basemap: 'light', extent: VIRGINIA, layers: [layer] });
    viewRef.current = view;
    layerRef.current = layer;
    void view
      .when(() => reactiveUtils.whenOnce(() => !view.updating))
      .then(() => setReady(true))
      .catch(() => undefined);
    return () => view.destroy();
  }, []);
  useEffect(() => {
    const layer = layerRef.current;
    const view = viewRef.current;
    if (!layer || !view) return;
    layer.removeAll();
    const graphic = (c: CommentsMapProps['comments'][number], on: boolean) =>
      new Graphic({
        geometry: new Point({ longitude: c.longitude, latitude: c.latitude }),
        symbol: new SimpleMarkerSymbol({
          color: on ? mapColours.comments.placing : mapColours.comments.open,
          size: on ? 16 : 9,
          outline: { color: palette.white, width: on ? 2 : 1 },
        }),
        attributes: { id: c.id },
      });
    layer.addMany(comments.filter((c) => c.id !== selected).map((c) => graphic(c, false)));
    const chosen = comments.find((c) => c.id === selected);
    if (chosen) {
      layer.add(graphic(chosen, true));
      void view
        .when(() => view.goTo({ center: [chosen.longitude, chosen.latitude], scale: 72_000 }))
        .catch(() => undefined);
    }
  }, [comments, selected]);
  return (
    <Box
      component="section"
      aria-label="Map of the comments"
      aria-describedby={describedBy}
      data-testid="comments-map"
      data-map-ready={ready ? 'true' : 'false'}
      data-selected={selected ?? ''}
    >
      {/* The view's own controls (zoom buttons) live inside: no role on this element, so none are nested. */}
      <Box
        ref={div}
        sx={{
          height: { xs: 280, md: 360 },
          border: 1,
          borderColor: 'divider',
          bgcolor: mapColours.basemaps.light.background,
        }}
      />
    </Box>
  );
}
