/**
 * The geodetic operators of the stub measure in the plane with one coordinate unit = one kilometre, so a
 * test that draws a 3 × 4 rectangle knows its area is 12 km² and its perimeter 14 km. Like the SDK they answer
 * in the `unit` asked for, metres (square metres) when none is: code that forgets its unit shows a figure a
 * thousand (a million) times too large, and its test fails.
 */
type Shape = { type: string; rings?: number[][][]; paths?: number[][][] };

const length = (path: number[][]) =>
  path.slice(1).reduce((sum, [x, y], i) => sum + Math.hypot(x! - path[i]![0]!, y! - path[i]![1]!), 0);

export const planarLength = (g: Shape) =>
  (g.type === 'polygon' ? g.rings! : g.paths!).reduce((s, p) => s + length(p), 0);

export const planarArea = (g: Shape) =>
  (g.rings ?? []).reduce((sum, ring) => {
    let twice = 0;
    ring.forEach(([x, y], i) => {
      const [nx, ny] = ring[(i + 1) % ring.length]!;
      twice += x! * ny! - nx! * y!;
    });
    return sum + twice / 2;
  }, 0);

const LENGTH_PER_KM: Record<string, number> = {
  meters: 1000,
  kilometers: 1,
  miles: 1 / 1.609344,
  feet: 3280.839895,
};
const AREA_PER_KM2: Record<string, number> = {
  'square-meters': 1e6,
  'square-kilometers': 1,
  'square-miles': 1 / 2.589988110336,
  acres: 247.105381,
  hectares: 100,
};

function factor(table: Record<string, number>, unit: string | undefined, fallback: string): number {
  const f = table[unit ?? fallback];
  if (f === undefined) throw new Error(`The ArcGIS stub knows no unit '${unit}'.`);
  return f;
}

export const lengthIn = (g: Shape, options?: { unit?: string }) =>
  planarLength(g) * factor(LENGTH_PER_KM, options?.unit, 'meters');

export const areaIn = (g: Shape, options?: { unit?: string }) =>
  planarArea(g) * factor(AREA_PER_KM2, options?.unit, 'square-meters');
