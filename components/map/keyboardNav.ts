import type { MapExtent } from '@/lib/shared/schemas/mapExplorerState';

/** What a key pressed on the focused map asks for. */
export type MapKeyAction =
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'zoom'; factor: number }
  | { type: 'identify' }
  | { type: 'help' };

/** Share of the view width/height one arrow press moves (Shift moves further). */
export const PAN_STEP = 0.1;
export const PAN_STEP_LARGE = 0.4;
/** Scale change of one +/- press. */
export const ZOOM_FACTOR = 2;

type KeyInput = { key: string; shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean };

/**
 * Maps a keydown on the map to an action, or null when the map should leave the key alone
 * (Tab, modified keys, typing). Arrows pan by a share of the view; +/- zoom; Enter identifies; ? opens help.
 */
export function mapKeyAction(e: KeyInput): MapKeyAction | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  const step = e.shiftKey ? PAN_STEP_LARGE : PAN_STEP;
  switch (e.key) {
    case 'ArrowLeft':
      return { type: 'pan', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { type: 'pan', dx: step, dy: 0 };
    case 'ArrowUp':
      return { type: 'pan', dx: 0, dy: step };
    case 'ArrowDown':
      return { type: 'pan', dx: 0, dy: -step };
    case '+':
    case '=':
      return { type: 'zoom', factor: 1 / ZOOM_FACTOR };
    case '-':
    case '_':
      return { type: 'zoom', factor: ZOOM_FACTOR };
    case 'Enter':
      return { type: 'identify' };
    case '?':
      return { type: 'help' };
    default:
      return null;
  }
}

/** Moves an extent by a share of its own width (dx) and height (dy); north is +dy. */
export function panExtent(e: MapExtent, dx: number, dy: number): MapExtent {
  const w = (e.xmax - e.xmin) * dx;
  const h = (e.ymax - e.ymin) * dy;
  return { xmin: e.xmin + w, ymin: e.ymin + h, xmax: e.xmax + w, ymax: e.ymax + h };
}

/** Scales an extent about its centre: factor < 1 zooms in, > 1 zooms out. */
export function zoomExtent(e: MapExtent, factor: number): MapExtent {
  const cx = (e.xmin + e.xmax) / 2;
  const cy = (e.ymin + e.ymax) / 2;
  const hw = ((e.xmax - e.xmin) / 2) * factor;
  const hh = ((e.ymax - e.ymin) / 2) * factor;
  return { xmin: cx - hw, ymin: cy - hh, xmax: cx + hw, ymax: cy + hh };
}

/** What is in view of one layer: its name, how many of its features, and the names of the first few. */
export interface InViewCount {
  name: string;
  count: number;
  examples?: string[];
}

const plural = new Intl.PluralRules('en-US');
const number = new Intl.NumberFormat('en-US');
const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

/**
 * The live region's one sentence after the view changes: how many features are in view and in how many layers
 * ("1,935 features in view, in 2 layers."). Short, as a screen reader reads it after every move; each layer's
 * count and first names are in featuresInViewLines, shown on demand. It ran to 425 characters with every layer.
 */
export function featuresInViewMessage(counts: InViewCount[]): string {
  const shown = counts.filter((c) => c.count > 0);
  if (shown.length === 0) return 'No features in view.';
  const total = shown.reduce((s, c) => s + c.count, 0);
  const features = plural.select(total) === 'one' ? 'feature' : 'features';
  const layers = shown.length === 1 ? '1 layer' : `${number.format(shown.length)} layers`;
  return `${number.format(total)} ${features} in view, in ${layers}.`;
}

/**
 * Each layer with features in view, with its count and the first few names ("Counties and cities: 12, including
 * Culpeper County, Orange County, and Madison County."). A layer is named as it is titled, so no plural is made up
 * ("1 counties and cities").
 */
export function featuresInViewLines(counts: InViewCount[]): string[] {
  return counts
    .filter((c) => c.count > 0)
    .map((c) => {
      const names = (c.examples ?? []).filter(Boolean).slice(0, 3);
      const named =
        names.length === 0
          ? ''
          : names.length >= c.count
            ? ` (${list.format(names)})`
            : `, including ${list.format(names)}`;
      return `${c.name}: ${number.format(c.count)}${named}.`;
    });
}
