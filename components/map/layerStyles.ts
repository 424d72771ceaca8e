import { mapColours } from '@/styles/theme';

import { styleOf, type LayerStyle } from '@/lib/shared/layerStyles';

export {
  FILL_STYLES,
  LINE_STYLES,
  MARKER_STYLES,
  layerStyle,
  styleWords,
  type LayerStyle,
} from '@/lib/shared/layerStyles';

/**
 * The look of each year in a year comparison, whatever the layers' own styles: the earlier side
 * (left of the divide) orange and dashed with circles, the other blue and solid with squares.
 */
export function compareStyle(side: 'from' | 'to'): LayerStyle {
  return side === 'from'
    ? styleOf(mapColours.compare.from, 'circle', 'dash', 'backward-diagonal')
    : styleOf(mapColours.compare.to, 'square', 'solid', 'forward-diagonal');
}

/**
 * CSS background for a legend swatch that draws a polygon layer's hatch as the map does (ArcGIS's
 * SimpleFillSymbol styles: "\\" backward diagonal, "/" forward diagonal, horizontal, vertical, cross), in the
 * layer's colour; 'none' is an outline only.
 */
export function cssHatch(fill: LayerStyle['fill'], colour: string): string {
  const stripes = (angle: number) =>
    `repeating-linear-gradient(${angle}deg, ${colour} 0 1.5px, transparent 1.5px 4.5px)`;
  switch (fill) {
    case 'backward-diagonal':
      return stripes(45);
    case 'forward-diagonal':
      return stripes(-45);
    case 'horizontal':
      return stripes(0);
    case 'vertical':
      return stripes(90);
    case 'cross':
      return `${stripes(0)}, ${stripes(90)}`;
    default:
      return 'none';
  }
}

/** CSS border style for a legend swatch of a dash pattern. */
export const cssLineStyle = (line: LayerStyle['line']) =>
  line === 'solid' ? 'solid' : line === 'short-dot' ? 'dotted' : 'dashed';

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}
