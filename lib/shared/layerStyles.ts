/**
 * Each operational layer's look, shared by the live map (components/map) and the server's picture of the default
 * view (lib/server/geo/mapPicture.ts), so both draw a layer alike.
 */
import { mapColours } from '@/styles/tokens';

/** Marker shapes (points), dash patterns (lines, polygon outlines) and hatching (polygons), cycled per layer. */
export const MARKER_STYLES = ['circle', 'square', 'diamond', 'triangle', 'x', 'cross'] as const;
export const LINE_STYLES = ['solid', 'dash', 'short-dot', 'dash-dot', 'long-dash'] as const;
export const FILL_STYLES = [
  'none',
  'backward-diagonal',
  'forward-diagonal',
  'horizontal',
  'vertical',
  'cross',
] as const;

/** The look of the layer at `index` in the metadata: its own colour plus a shape, dash and hatch. */
export interface LayerStyle {
  colour: string;
  marker: (typeof MARKER_STYLES)[number];
  line: (typeof LINE_STYLES)[number];
  fill: (typeof FILL_STYLES)[number];
}

export function layerStyle(index: number): LayerStyle {
  const colours = mapColours.layers;
  return {
    colour: colours[index % colours.length]!,
    marker: MARKER_STYLES[index % MARKER_STYLES.length]!,
    line: LINE_STYLES[index % LINE_STYLES.length]!,
    fill: FILL_STYLES[index % FILL_STYLES.length]!,
  };
}
