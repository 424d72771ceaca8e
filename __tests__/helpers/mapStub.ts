import type { MapHandle } from '@/components/map/MapCanvas';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { EXTRACT_LIMITS, type ExtractOptions } from '@/lib/shared/schemas/extract';
// The jest stub of @arcgis/core (jest.config.ts maps the SDK's modules to __mocks__/@arcgis/core).
import MapView from '@arcgis/core/views/MapView';
import SketchViewModel from '@arcgis/core/widgets/Sketch/SketchViewModel';

type StubView = MapView & {
  emit: (name: string, event: unknown) => void;
  listenerCount: (name: string) => number;
  map: { layers: Array<{ id?: string }>; add: (l: object) => void };
  goTo: jest.Mock;
};
type StubSketch = SketchViewModel & {
  creating: string | null;
  complete: (geometry: unknown) => void;
  cancelDrawing: () => void;
};

/** A stub view and the MapHandle the map tools and panels reach it through (goTo recorded). */
export function stubMap() {
  const view = new MapView() as unknown as StubView;
  const handle: React.RefObject<MapHandle | null> = {
    current: {
      view: () => view as unknown as ReturnType<MapHandle['view']>,
      scale: () => 100_000,
      groundWidth: () => 26_000,
      goTo: jest.fn(),
      extent: () => null,
      takeImage: async () => new Uint8Array(),
    },
  };
  return { view, handle, goTo: handle.current!.goTo as jest.Mock };
}

/** The drawing the map tools started last (the stub's SketchViewModel). */
export const latestSketch = () => (SketchViewModel as unknown as { latest: StubSketch | null }).latest!;

/** A polygon ring in the stub's plane (1 unit = 1 km): the rectangle from (x0, y0) to (x1, y1). */
export const rectangle = (x0: number, y0: number, x1: number, y1: number) => ({
  type: 'polygon',
  rings: [
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ],
  ],
  spatialReference: { isWebMercator: false },
});

export const layerMeta = (key: string, name: string): LayerMetadata => ({
  key,
  name,
  category: 'Planning',
  description: '',
  geometryType: 'point',
  source: 'VTrans',
  vintage: '2025',
  downloadable: true,
  updatedOn: '01/01/2025',
  fields: [],
  featureCount: 10,
  illustrativeCount: 0,
  extent: null,
});

export const EXTRACT_OPTIONS: ExtractOptions = {
  limits: EXTRACT_LIMITS,
  formats: [
    { value: 'geojson', label: 'GeoJSON' },
    { value: 'csv', label: 'CSV' },
  ],
  layers: [
    {
      key: 'gap-ta-studies',
      name: 'GAP-TA studies',
      category: 'Planning',
      featureCount: 40,
      illustrative: false,
    },
    {
      key: 'udas',
      name: 'Urban Development Areas',
      category: 'Planning',
      featureCount: 90,
      illustrative: true,
    },
  ],
  localities: [{ fips: '51047', name: 'Culpeper County', district: 'Culpeper' }],
  districts: ['Culpeper'],
};
