/** @jest-environment node */
import type { Position } from 'geojson';
import { ringSelfIntersects, segmentsCross } from '@/lib/server/geo/intake/checks';
import { serpentine } from '../../../helpers/hostile';

/** The definition: some two non-adjacent segments of the closed ring cross or touch. */
function bruteForce(ring: Position[]): boolean {
  const n = ring.length - 1;
  if (n < 4) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the closing segment meets the first at the start point
      if (segmentsCross(ring[i], ring[i + 1], ring[j], ring[j + 1])) return true;
    }
  }
  return false;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function randomRing(rnd: () => number, n: number, grid: number | null, star: boolean): Position[] {
  const pts: Position[] = Array.from({ length: n }, () => {
    const p = [rnd(), rnd()];
    return grid ? p.map((v) => Math.floor(v * grid)) : p;
  });
  if (star) {
    // Sorted by angle round the centre: usually simple, touching only where grid points coincide.
    pts.sort(
      (a, b) =>
        Math.atan2(a[1] - 0.5 * (grid ?? 1), a[0] - 0.5 * (grid ?? 1)) -
        Math.atan2(b[1] - 0.5 * (grid ?? 1), b[0] - 0.5 * (grid ?? 1)),
    );
  }
  return [...pts, pts[0]];
}

describe('the self-intersection check', () => {
  it('agrees with the brute-force check on 3,000 random rings, degenerate ones included', () => {
    const rnd = random(22);
    let crossing = 0;
    for (let t = 0; t < 3000; t++) {
      const n = 4 + Math.floor(rnd() * 40);
      const grid = t % 3 === 0 ? 4 + Math.floor(rnd() * 6) : null; // integer grids: collinear and touching cases
      const ring = randomRing(rnd, n, grid, t % 2 === 0);
      const expected = bruteForce(ring);
      if (expected) crossing += 1;
      if (ringSelfIntersects(ring) !== expected)
        throw new Error(`ring ${t} disagrees: ${JSON.stringify(ring)}`);
    }
    // Both kinds were tried in numbers.
    expect(crossing).toBeGreaterThan(500);
    expect(crossing).toBeLessThan(2900);
  });

  it('finds a crossing and a touch in a long ring, and none in a serpentine of 32,003 vertices', () => {
    const ring = serpentine(32_003).geometry.coordinates[0];
    expect(ring).toHaveLength(32_003);
    expect(ringSelfIntersects(ring)).toBe(false);
    // Pull one tooth's far corner onto the next tooth: a touch.
    const touched = ring.map((p) => [...p]);
    touched[2] = [touched[2][0], touched[5][1]];
    expect(ringSelfIntersects(touched)).toBe(true);
    expect(bruteForce(touched.slice(0, 12).concat([touched[0]]))).toBe(true);
    // A bow-tie at the end of the spine: a crossing.
    const crossed = ring.map((p) => [...p]);
    crossed[crossed.length - 3] = [crossed[crossed.length - 2][0] + 0.5, crossed[crossed.length - 3][1]];
    expect(ringSelfIntersects(crossed)).toBe(true);
  });
});
