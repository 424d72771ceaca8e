import './arcgisConfig';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleLineSymbol from '@arcgis/core/symbols/SimpleLineSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { mapColours } from '@/styles/theme';

/** What the map draws for one layer of the layer metadata. */
export interface OperationalLayer {
  key: string;
  name: string;
  geometryType: LayerMetadata['geometryType'];
  colour: string;
  visible: boolean;
  opacity: number;
  /** SQL where clause of the layer's attribute filters (null: every feature). */
  definitionExpression: string | null;
}

/** The layer's features as GeoJSON, from the features API (GET /api/map-explorer/layers/{key}/features). */
export const featuresUrl = (key: string) => `/api/map-explorer/layers/${encodeURIComponent(key)}/features`;

/** Gives each layer its colour from the theme's layer palette, in metadata order. */
export const layerColour = (index: number) => mapColours.layers[index % mapColours.layers.length];

function symbolFor(l: OperationalLayer) {
  if (l.geometryType === 'point')
    return new SimpleMarkerSymbol({ color: l.colour, size: 8, outline: { color: 'white', width: 1 } });
  if (l.geometryType === 'line') return new SimpleLineSymbol({ color: l.colour, width: 2.5 });
  return new SimpleFillSymbol({ color: [0, 0, 0, 0], outline: { color: l.colour, width: 2 } });
}

/** Creates the GeoJSON layer that draws one operational layer. */
export function createOperationalLayer(l: OperationalLayer): GeoJSONLayer {
  return new GeoJSONLayer({
    id: `layer-${l.key}`,
    title: l.name,
    url: featuresUrl(l.key),
    outFields: ['*'],
    renderer: new SimpleRenderer({ symbol: symbolFor(l) }),
    visible: l.visible,
    opacity: l.opacity,
    definitionExpression: l.definitionExpression ?? undefined,
    popupEnabled: false,
  });
}
