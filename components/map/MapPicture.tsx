import Box from '@mui/material/Box';
import { createContext, useContext, useState } from 'react';
import { mapColours } from '@/styles/theme';

/**
 * The Map Explorer's default view as a picture made by the server (GET /api/map-explorer/picture), shown in the
 * map's place until the live map has drawn: a visitor reads the map in the first second. It is an
 * <img> with its alternative text and nothing focusable; the map removes it once its view is drawn. Given by the
 * page only for the default view (no shared view, no feature in the address). A picture the server could not
 * draw (503) is removed at once: the map loads as it would without it.
 */
export interface MapPictureInfo {
  /** What the picture shows, in words. */
  alt: string;
}

export const PICTURE_URL = {
  wide: '/api/map-explorer/picture?size=wide',
  narrow: '/api/map-explorer/picture?size=narrow',
} as const;

/** The frame of the map and its layer panel (WorkspaceMap), shared with the loading frame (MapLoading). */
export const MAP_FRAME_SX = {
  display: 'flex',
  // The working area: the map and its panel fill the first screen below the site's header and the tool row, so the
  // whole state is in the first view (at 1280×800, 100vh − 120 px ran 200 px past the fold: Danville and Norfolk
  // were under it).
  height: { xs: 'calc(100dvh - 150px)', md: 'calc(100vh - 260px)' },
  minHeight: 420,
  border: 1,
  borderColor: 'divider',
} as const;

/** The picture of the default view, or null when the page opens on another view. */
export const MapPictureContext = createContext<MapPictureInfo | null>(null);

export const useMapPicture = () => useContext(MapPictureContext);

/**
 * The picture, filling its positioned parent: the narrow one on a phone (names sized for it), the wide one
 * otherwise. The SVG fits Virginia's extent inside the box as the live map does and draws the land beyond it.
 */
export function MapPicture({ info }: { info: MapPictureInfo }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Box
      component="picture"
      data-testid="map-picture"
      sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1 }}
    >
      <source media="(max-width: 599.95px)" srcSet={PICTURE_URL.narrow} />
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG made by the server, not an optimisable photo */}
      <img
        src={PICTURE_URL.wide}
        alt={info.alt}
        fetchPriority="high"
        onError={() => setFailed(true)}
        style={{
          display: 'block',
          width: '100%',
          height: '100%',
          background: mapColours.basemaps.light.background,
        }}
      />
    </Box>
  );
}
