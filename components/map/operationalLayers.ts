import './arcgisConfig';
import GeoJSONLayer from '@arcgis/core/layers/GeoJSONLayer';
import SimpleRenderer from '@arcgis/core/renderers/SimpleRenderer';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleLineSymbol from '@arcgis/core/symbols/SimpleLineSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { MapExtent } from '@/lib/shared/schemas/mapExplorerState';
import { STATEWIDE_SCALE } from '@/lib/shared/schemas/layers';
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

/**
 * The scale (1:n) a WGS84 extent opens at across `width` pixels, as the view reckons it (Web Mercator metres,
 * 96 dpi): what the layers are first read for, before the view has a scale of its own.
 */
export const openingScale = (e: MapExtent, width: number) =>
  width > 0 ? ((e.xmax - e.xmin) * 111_319.49) / ((width * 0.0254) / 96) : 0;

/**
 * The features API's answer at statewide scales (`scale`, generalised when the data is published: under a pixel
 * there, and 40–65% fewer bytes for the two default layers), every attribute kept, so identify, the filters and
 * the counts work on it as on the full answer.
 */
const STATEWIDE = { scale: String(STATEWIDE_SCALE) };

/** The layers drawn from the generalised answer (until preciseLayer reads them whole). */
const generalised = new WeakSet<GeoJSONLayer>();

/**
 * Creates the GeoJSON layer that draws one operational layer: from the generalised answer when the map opens at a
 * statewide scale (`scale`, 1:n; the first draw, issue 58), else from the full one.
 */
export function createOperationalLayer(l: OperationalLayer, scale = 0): GeoJSONLayer {
  const light = scale >= STATEWIDE_SCALE;
  const layer = new GeoJSONLayer({
    id: `layer-${l.key}`,
    title: l.name,
    url: featuresUrl(l.key),
    ...(light ? { customParameters: { ...STATEWIDE } } : {}),
    outFields: ['*'],
    renderer: new SimpleRenderer({ symbol: symbolFor(l) }),
    visible: l.visible,
    opacity: l.opacity,
    definitionExpression: l.definitionExpression ?? undefined,
    popupEnabled: false,
  });
  drawnWith.set(layer, symbolKey(l));
  if (light) generalised.add(layer);
  return layer;
}

/** Whether a layer still draws the generalised answer. */
export const isGeneralised = (layer: GeoJSONLayer) => generalised.has(layer);

/**
 * Reads a layer drawn from the generalised answer whole (once: the map has gone in past statewide scales, or a
 * tool queries its shapes, e.g. a selection by area); resolves once the full features are in the layer.
 */
export function preciseLayer(layer: GeoJSONLayer): Promise<void> {
  if (!generalised.has(layer)) return Promise.resolve();
  generalised.delete(layer);
  // After its first load: a refresh of a layer still loading would be lost, and the load keep the generalised answer.
  return layer.load().then(
    () =>
      new Promise<void>((resolve) => {
        const done = layer.on('refresh', () => {
          done.remove();
          resolve();
        });
        layer.customParameters = {};
        layer.refresh();
      }),
  );
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
