import type { MapExplorerState } from '@/lib/shared/schemas/mapExplorerState';
import type { PrintLegendItem } from './schemas';

/** The geometry of the printed map page: shared by the Map Explorer and the server that makes the PDF. */

/** US Letter landscape, in points. */
export const LETTER_LANDSCAPE: [number, number] = [792, 612];
export const PRINT_MARGIN = 36;
const MARGIN = PRINT_MARGIN;
export const PRINT_TITLE_HEIGHT = 34;
const TITLE = PRINT_TITLE_HEIGHT;
/** The side panel of the "side" layout, and the strip under the map of the "top" layout. */
const SIDE = 200;
const STRIP = 124;
const GAP = 12;
const METRES_PER_POINT = 0.0254 / 72;
const METRES_PER_MILE = 1609.344;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the map and the panel go. A wide map (as most screens draw it) goes across the page with the legend and
 * scale in a strip beneath; a squarer one beside a side panel: whichever prints the map larger, so the page is
 * not left half blank.
 */
export function layoutPage(
  imageWidth: number,
  imageHeight: number,
): { kind: 'top' | 'side'; map: Box; panel: Box } {
  const [w, h] = LETTER_LANDSCAPE;
  const top = h - MARGIN - TITLE;
  const fit = (bw: number, bh: number) => {
    const s = Math.min(bw / imageWidth, bh / imageHeight);
    return { width: imageWidth * s, height: imageHeight * s };
  };
  const side = fit(w - 2 * MARGIN - SIDE - GAP, top - MARGIN);
  const across = fit(w - 2 * MARGIN, top - MARGIN - STRIP - GAP);
  if (across.width * across.height >= side.width * side.height) {
    return {
      kind: 'top',
      map: { x: MARGIN + (w - 2 * MARGIN - across.width) / 2, y: top - across.height, ...across },
      panel: { x: MARGIN, y: MARGIN, width: w - 2 * MARGIN, height: top - across.height - GAP - MARGIN },
    };
  }
  return {
    kind: 'side',
    map: { x: MARGIN, y: top - side.height, ...side },
    panel: { x: w - MARGIN - SIDE, y: MARGIN, width: SIDE, height: top - MARGIN },
  };
}

/** The printed scale, 1:n rounded to three significant figures. */
export function printedScale(groundWidthMetres: number, printedWidthPoints: number): number {
  const n = groundWidthMetres / (printedWidthPoints * METRES_PER_POINT);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / magnitude) * magnitude;
}

/** A scale bar of a round number of miles no longer than `maxPoints`: its length in points and its miles. */
export function scaleBar(metresPerPoint: number, maxPoints: number): { points: number; miles: number } {
  const maxMiles = (maxPoints * metresPerPoint) / METRES_PER_MILE;
  const steps = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];
  const miles = [...steps].reverse().find((s) => s <= maxMiles) ?? steps[0]!;
  return { points: (miles * METRES_PER_MILE) / metresPerPoint, miles };
}

const degrees = (n: number) => `${Math.abs(n).toFixed(2)}° ${n < 0 ? 'W' : 'E'}`;
const latitude = (n: number) => `${Math.abs(n).toFixed(2)}° ${n < 0 ? 'S' : 'N'}`;

/**
 * The map image's alternative text, from the map's state: the area shown (its extent), the layers on and the
 * filters that narrow them, so a person who cannot see the image knows what it shows.
 */
export function mapAltText(state: MapExplorerState, legend: PrintLegendItem[]): string {
  const { xmin, ymin, xmax, ymax } = state.extent;
  const layers = legend.slice(1).map((l) => l.name);
  const filters = Object.entries(state.filters).flatMap(([key, fields]) =>
    Object.entries(fields)
      .filter(([, values]) => values.length > 0)
      .map(([field, values]) => `${key} ${field} is ${values.join(' or ')}`),
  );
  return [
    `Map of Virginia from ${degrees(xmin)} to ${degrees(xmax)} and ${latitude(ymin)} to ${latitude(ymax)}, on the ${state.basemap} basemap with county and city boundaries.`,
    layers.length > 0 ? `Layers shown: ${layers.join('; ')}.` : 'No data layer is shown.',
    filters.length > 0 ? `Filtered: ${filters.join('; ')}.` : 'No filter is applied.',
    'The legend below lists each layer with its colour and data vintage.',
  ].join(' ');
}
