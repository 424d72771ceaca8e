import './arcgisConfig';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleLineSymbol from '@arcgis/core/symbols/SimpleLineSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { LayerStyle } from './layerStyles';

/** What the map draws for one layer of the layer metadata. */
export interface OperationalLayer {
  key: string;
  name: string;
  geometryType: LayerMetadata['geometryType'];
  colour: string;
  /** Shape, dash and hatch (layerStyles.ts); a solid circle, line and outline when not given. */
  style?: LayerStyle;
  visible: boolean;
  opacity: number;
  /** SQL where clause of the layer's attribute filters (null: every feature). */
  definitionExpression: string | null;
}

/** The layer's features as GeoJSON, from the features API (GET /api/map-explorer/layers/{key}/features). */
export const featuresUrl = (key: string) => `/api/map-explorer/layers/${encodeURIComponent(key)}/features`;

function symbolFor(l: OperationalLayer) {
  const s = l.style;
  if (l.geometryType === 'point')
    return new SimpleMarkerSymbol({
      color: l.colour,
      style: s?.marker ?? 'circle',
      size: s && (s.marker === 'x' || s.marker === 'cross') ? 10 : 8,
      outline: {
        color: s?.marker === 'x' || s?.marker === 'cross' ? l.colour : 'white',
        width: s?.marker === 'x' || s?.marker === 'cross' ? 2.5 : 1,
      },
    });
  if (l.geometryType === 'line')
    return new SimpleLineSymbol({ color: l.colour, width: 2.5, style: s?.line ?? 'solid' });
  return new SimpleFillSymbol({
    color: s && s.fill !== 'none' ? l.colour : [0, 0, 0, 0],
    style: s && s.fill !== 'none' ? s.fill : 'solid',
    outline: { color: l.colour, width: 2, style: s?.line ?? 'solid' },
  });
}

/** What the layer's symbol is drawn from: its colour and style (a change of either redraws it). */
export const symbolKey = (l: Pick<OperationalLayer, 'colour' | 'style'>) =>
  JSON.stringify([l.colour, l.style?.marker, l.style?.line, l.style?.fill]);

/** The symbol each GeoJSON layer was last given (symbolKey), so a changed style replaces its renderer. */
const drawnWith = new WeakMap<GeoJSONLayer, string>();

/** Creates the GeoJSON layer that draws one operational layer. */
export function createOperationalLayer(l: OperationalLayer): GeoJSONLayer {
  const layer = new GeoJSONLayer({
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
  drawnWith.set(layer, symbolKey(l));
  return layer;
}

/**
 * Brings a drawn layer in step with what it should show: visibility, opacity, filter and its symbol. A layer
 * that takes another style (a year of a comparison takes the comparison's orange or blue, and its own again
 * after) is given a new renderer: the one it was created with would keep drawing its own colour and dash.
 */
export function applyOperationalLayer(layer: GeoJSONLayer, l: OperationalLayer) {
  layer.visible = l.visible;
  layer.opacity = l.opacity;
  if ((layer.definitionExpression || null) !== l.definitionExpression)
    layer.definitionExpression = l.definitionExpression ?? '';
  if (drawnWith.get(layer) !== symbolKey(l)) {
    layer.renderer = new SimpleRenderer({ symbol: symbolFor(l) });
    drawnWith.set(layer, symbolKey(l));
  }
}
