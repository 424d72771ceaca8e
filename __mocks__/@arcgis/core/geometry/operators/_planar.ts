/**
 * The geodetic operators of the stub measure in the plane with one coordinate unit = one kilometre, so a
 * test that draws a 3 × 4 rectangle knows its area is 12 km² and its perimeter 14 km.
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
