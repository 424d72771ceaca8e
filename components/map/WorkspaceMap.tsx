import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { IdentifyPanel } from './IdentifyPanel';
import { FeaturesInView } from './FeaturesInView';
import type { InViewCount } from './keyboardNav';
import MapCanvas, { type IdentifyHit } from './MapCanvas';
import { MAP_FRAME_SX } from './MapPicture';

type CanvasProps = Omit<React.ComponentProps<typeof MapCanvas>, 'describedBy' | 'onIdentify' | 'onInView'>;

interface Props extends CanvasProps {
  metadata: LayerMetadata[];
  /** The side panel beside the map (null on phones, where it is a bottom sheet). */
  sidebar: ReactNode;
  /** Drawn over the map (the comparison's year labels). */
  overlay?: ReactNode;
  /** A phone or touch layout: the map's description says what a finger does (the keys stay in Keyboard help). */
  touch?: boolean;
}

/** The map's description (its aria-describedby), for the way it is used. */
export const MAP_DESCRIPTION = {
  keyboard:
    "Virginia's counties and cities with the VTrans layers you turn on. With the map focused, use the arrow keys to " +
    'move, + and - to zoom, Enter to list what lies under the crosshair, and ? for all keys.',
  touch:
    "Virginia's counties and cities with the VTrans layers you turn on. Drag to move, pinch to zoom, and tap a " +
    'feature to see what it is.',
} as const;

/**
 * The Map Explorer's map with its side panel, the identify panel over it (focus goes back to the map when
 * it closes) and the live "Features in view" count below.
 */
export function WorkspaceMap({ metadata, sidebar, overlay, touch = false, ...canvas }: Props) {
  const [hits, setHits] = useState<IdentifyHit[] | null>(null);
  const [inView, setInView] = useState<InViewCount[]>([]);
  const closeIdentify = () => {
    setHits(null);
    canvas.focusRef.current?.focus();
  };
  return (
    <>
      <Box sx={MAP_FRAME_SX}>
        {sidebar && (
          <Box sx={{ width: 320, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>{sidebar}</Box>
        )}
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <MapCanvas {...canvas} describedBy="map-description" onIdentify={setHits} onInView={setInView} />
          {overlay}
          {hits && (
            <Box sx={{ position: 'absolute', right: 8, top: 8, width: { xs: 'calc(100% - 16px)', sm: 340 } }}>
              <IdentifyPanel hits={hits} metadata={metadata} onClose={closeIdentify} />
            </Box>
          )}
        </Box>
      </Box>
      <Typography variant="small" component="p" id="map-description">
        {touch ? MAP_DESCRIPTION.touch : MAP_DESCRIPTION.keyboard}
      </Typography>
      <Box component="section" aria-labelledby="in-view-heading">
        <Typography id="in-view-heading" variant="itemTitle" component="h2">
          Features in view
        </Typography>
        <FeaturesInView counts={inView} />
      </Box>
    </>
  );
}
