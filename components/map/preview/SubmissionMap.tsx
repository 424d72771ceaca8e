import '../arcgisConfig';
import '@arcgis/core/assets/esri/themes/light/main.css';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import UniqueValueRenderer from '@arcgis/core/renderers/UniqueValueRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleLineSymbol from '@arcgis/core/symbols/SimpleLineSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import Box from '@mui/material/Box';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import { useEffect, useRef, useState } from 'react';
import { mapColours, palette } from '@/styles/theme';
import { createMapView, paddedExtent } from '../mapHost';
import { PREVIEW_STATES, type PreviewState } from './previewStates';

export interface SubmissionMapProps {
  submissionID: string;
  version: number;
  /** Another version to compare with; null: what is published. */
  against: number | null;
  geometryType: 'point' | 'line' | 'polygon';
  /** [minX, minY, maxX, maxY] in WGS84: where to open. */
  bbox: number[] | null;
  /** Id of the text describing the map (the legend and the table below it). */
  describedBy: string;
}

function symbol(geometry: SubmissionMapProps['geometryType'], colour: string, dashed: boolean) {
  if (geometry === 'point') {
    return new SimpleMarkerSymbol({ color: colour, size: 9, outline: { color: palette.white, width: 1 } });
  }
  const line = new SimpleLineSymbol({ color: colour, width: 2, style: dashed ? 'dash' : 'solid' });
  if (geometry === 'line') return line;
  return new SimpleFillSymbol({ color: dashed ? [0, 0, 0, 0] : `${colour}55`, outline: line });
}

/**
 * The preview map of a submission version: the local basemap of the Map Explorer with the
 * version's features coloured by their difference from what is published (added, changed, unchanged), and
 * the published features it would remove or change, dashed. Features come from the guarded features API.
 */
export default function SubmissionMap({
  submissionID,
  version,
  against,
  geometryType,
  bbox,
  describedBy,
}: SubmissionMapProps) {
  const div = useRef<HTMLDivElement>(null);
  const key = `${submissionID}/${version}/${against ?? ''}`;
  const [drawn, setDrawn] = useState<string | null>(null);
  const ready = drawn === key;
  useEffect(() => {
    const params = new URLSearchParams({ submissionID, version: String(version), part: 'map' });
    if (against !== null) params.set('against', String(against));
    const layer = new GeoJSONLayer({
      id: 'submission-preview',
      title: 'Submitted features',
      url: `/api/spatial-data/submission/features?${params.toString()}`,
      outFields: ['n', 'state', 'name'],
      renderer: new UniqueValueRenderer({
        field: 'state',
        uniqueValueInfos: (Object.keys(PREVIEW_STATES) as PreviewState[]).map((state) => ({
          value: state,
          label: PREVIEW_STATES[state].label,
          symbol: symbol(geometryType, PREVIEW_STATES[state].colour, state === 'published'),
        })),
      }),
      popupEnabled: false,
    });
    const { view } = createMapView(div.current!, {
      basemap: 'light',
      extent: paddedExtent(bbox, 0.15, 0.01),
      layers: [layer],
    });
    // Ready once the view and the features have drawn (tests and screenshots wait for it).
    void view
      .when(() => view.whenLayerView(layer))
      .then(() => reactiveUtils.whenOnce(() => !view.updating))
      .then(() => setDrawn(key))
      .catch(() => undefined);
    return () => view.destroy();
  }, [submissionID, version, against, key, geometryType, bbox]);
  return (
    <Box
      component="section"
      aria-label="Map of the submitted features"
      aria-describedby={describedBy}
      data-testid="submission-map"
      data-map-ready={ready ? 'true' : 'false'}
    >
      {/* The view's own controls (zoom buttons) live inside: no role on this element, so none are nested. */}
      <Box
        ref={div}
        sx={{
          height: { xs: 320, md: 420 },
          border: 1,
          borderColor: 'divider',
          bgcolor: mapColours.basemaps.light.background,
        }}
      />
    </Box>
  );
}
