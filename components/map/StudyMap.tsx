import './arcgisConfig';
import Graphic from '@arcgis/core/Graphic';
import Polygon from '@arcgis/core/geometry/Polygon';
import GraphicsLayer from '@arcgis/core/layers/GraphicsLayer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleLineSymbol from '@arcgis/core/symbols/SimpleLineSymbol';
import type MapView from '@arcgis/core/views/MapView';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { MuiProviders } from '@/lib/client/withMui';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { IdentifyPanel } from './IdentifyPanel';
import { FeaturesInView } from './FeaturesInView';
import MapCanvas, { type IdentifyHit, type MapHandle } from './MapCanvas';
import type { OperationalLayer } from './operationalLayers';
import { STUDIES_TITLE, STUDY_LOCALITY_TITLE } from './studyMapTitles';
import { mapColours } from '@/styles/theme';

export interface StudyMapProps {
  gapId: string;
  latitude: number;
  longitude: number;
  /** FIPS of the county or city the study lies in (a town's or region's study: the one holding its point). */
  localityFips: string | null;
  /** The two layers' metadata, named as this map titles them (the identify panel's field labels). */
  metadata: LayerMetadata[];
  /** The study area of a study awarded on the site: outlined on the map. */
  area?: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null;
}

/** Outlines the study area once the view exists (the first "features in view" count comes after that). */
function drawArea(view: MapView, area: NonNullable<StudyMapProps['area']>) {
  if (view.map!.findLayerById('study-area')) return;
  const rings =
    area.type === 'Polygon'
      ? (area.coordinates as number[][][])
      : (area.coordinates as number[][][][]).flat();
  const layer = new GraphicsLayer({ id: 'study-area', title: 'Study area', listMode: 'hide' });
  layer.add(
    new Graphic({
      geometry: new Polygon({ rings, spatialReference: { wkid: 4326 } }),
      symbol: new SimpleFillSymbol({
        color: `${mapColours.layers[2]}26`,
        outline: new SimpleLineSymbol({ color: mapColours.layers[2], width: 2.5, style: 'dash' }),
      }),
    }),
  );
  view.map!.add(layer, 0);
}

/**
 * A GAP-TA study on the map: its county or city outlined, its point highlighted among the other studies. The
 * same accessible map as the Map Explorer (one tab stop, arrows, +/-, Enter identifies, live list). The study
 * page itself has no MUI: this client-only chunk brings MUI's theme and the page's nonced Emotion
 * cache for its own panels (MapCanvas, IdentifyPanel), after the page has loaded.
 */
export default function StudyMapWithMui(props: StudyMapProps) {
  return (
    <MuiProviders>
      <StudyMap {...props} />
    </MuiProviders>
  );
}

function StudyMap({ gapId, latitude, longitude, localityFips, metadata, area }: StudyMapProps) {
  const focusRef = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [hits, setHits] = useState<IdentifyHit[] | null>(null);
  const [inView, setInView] = useState<{ name: string; count: number }[]>([]);
  const layers: OperationalLayer[] = [
    {
      key: 'virginia-localities',
      name: STUDY_LOCALITY_TITLE,
      geometryType: 'polygon',
      colour: mapColours.layers[0],
      visible: localityFips !== null,
      opacity: 1,
      definitionExpression: localityFips ? `fips = '${localityFips.replace(/\D/g, '')}'` : null,
    },
    {
      key: 'gap-ta-studies',
      name: STUDIES_TITLE,
      geometryType: 'point',
      colour: mapColours.layers[1],
      visible: true,
      opacity: 1,
      definitionExpression: null,
    },
  ];
  return (
    <Box>
      <Typography variant="ui" component="p" id="study-map-description" sx={{ mb: 1 }}>
        The study&apos;s county or city is outlined and its point highlighted
        {area ? '; its study area is drawn with a dashed line' : ''}; the other points are the other GAP-TA
        studies. With the map focused, the arrow keys move it, + and - zoom, and Enter lists what lies under
        the crosshair.
      </Typography>
      <Box sx={{ position: 'relative', height: { xs: 360, md: 460 }, border: 1, borderColor: 'divider' }}>
        <MapCanvas
          basemap="light"
          layers={layers}
          initialExtent={{
            xmin: longitude - 0.45,
            ymin: latitude - 0.3,
            xmax: longitude + 0.45,
            ymax: latitude + 0.3,
          }}
          onExtent={() => undefined}
          describedBy="study-map-description"
          focusRef={focusRef}
          handleRef={handle}
          onIdentify={setHits}
          onInView={(list) => {
            setInView(list);
            const view = handle.current?.view();
            if (area && view) drawArea(view, area);
          }}
          onHelp={() => undefined}
          onLayerError={() => undefined}
          selection={{ layerKey: 'gap-ta-studies', ids: [gapId] }}
          onSelectFeature={() => undefined}
        />
        {hits && (
          <Box sx={{ position: 'absolute', right: 8, top: 8, width: { xs: 'calc(100% - 16px)', sm: 320 } }}>
            <IdentifyPanel
              hits={hits}
              metadata={metadata}
              onClose={() => {
                setHits(null);
                focusRef.current?.focus();
              }}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ mt: 0.5 }}>
        <FeaturesInView counts={inView} small />
      </Box>
    </Box>
  );
}
