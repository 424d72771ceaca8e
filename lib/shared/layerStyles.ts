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

/** Each dash pattern in words, as a legend or a label says it. */
export const LINE_WORDS: Record<(typeof LINE_STYLES)[number], string> = {
  solid: 'solid',
  dash: 'dashed',
  'short-dot': 'dotted',
  'dash-dot': 'dash-dot',
  'long-dash': 'long-dashed',
};

/**
 * The look of a layer: its colour plus a shape, dash and hatch, and beside the colour and the dash the words
 * for them, so every label, legend and print that names the look reads it from the object the map draws with.
 */
export interface LayerStyle {
  colour: string;
  /** The colour in words ("orange"). */
  colourName: string;
  marker: (typeof MARKER_STYLES)[number];
  line: (typeof LINE_STYLES)[number];
  /** The dash pattern in words ("dashed"): LINE_WORDS[line]. */
  lineName: string;
  fill: (typeof FILL_STYLES)[number];
}

/** The name of a #rrggbb colour's hue ("teal", "orange"), for the palette's colours, which differ in hue. */
export function colourName(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 0.1) return max > 0.5 ? 'grey' : 'dark grey';
  const h = (max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4) * 60;
  const names: [number, string][] = [
    [12, 'red'],
    [42, 'orange'],
    [70, 'olive'],
    [155, 'green'],
    [195, 'teal'],
    [250, 'blue'],
    [285, 'violet'],
    [320, 'magenta'],
    [345, 'pink'],
    [360, 'red'],
  ];
  return names.find(([upTo]) => h < upTo)![1];
}

/** A style of a colour and patterns, with their words. */
export function styleOf(
  colour: string,
  marker: LayerStyle['marker'],
  line: LayerStyle['line'],
  fill: LayerStyle['fill'],
) {
  return { colour, colourName: colourName(colour), marker, line, lineName: LINE_WORDS[line], fill };
}

/** The look of the layer at `index` in the metadata. */
export function layerStyle(index: number): LayerStyle {
  const colours = mapColours.layers;
  return styleOf(
    colours[index % colours.length]!,
    MARKER_STYLES[index % MARKER_STYLES.length]!,
    LINE_STYLES[index % LINE_STYLES.length]!,
    FILL_STYLES[index % FILL_STYLES.length]!,
  );
}

/** How a layer of this geometry is drawn, in words from its style ("orange, dashed"; "blue squares"). */
export function styleWords(style: LayerStyle, geometry: 'point' | 'line' | 'polygon'): string {
  return geometry === 'point'
    ? `${style.colourName} ${style.marker}s`
    : `${style.colourName}, ${style.lineName}`;
}
