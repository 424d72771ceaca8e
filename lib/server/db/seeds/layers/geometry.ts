import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { LineString, Polygon, Position } from 'geojson';
import type { Locality } from '@/lib/server/geo/virginia';
import type { LonLat } from './places';
import type { Random } from './random';

/** Miles per degree at Virginia's latitude (about 38° N). */
export const MI_PER_DEG_LAT = 69.0;
export const MI_PER_DEG_LON = 54.4;

const r5 = (n: number) => Math.round(n * 1e5) / 1e5;
export const roundPos = (p: Position): Position => [r5(p[0]!), r5(p[1]!)];

export function lengthMiles(coords: Position[]): number {
  let total = 0;
  for (let i = 1; i < coords.length; i++) {
    const dx = (coords[i]![0]! - coords[i - 1]![0]!) * MI_PER_DEG_LON;
    const dy = (coords[i]![1]! - coords[i - 1]![1]!) * MI_PER_DEG_LAT;
    total += Math.hypot(dx, dy);
  }
  return total;
}

/**
 * A road-like line through the waypoints: about one vertex per half mile, with a gentle deterministic
 * meander that is zero at every waypoint (so the route still passes through the real towns).
 */
export function meander(waypoints: LonLat[], rnd: Random, amplitudeMi = 0.8): Position[] {
  const out: Position[] = [waypoints[0]!];
  for (let i = 1; i < waypoints.length; i++) {
    const [x0, y0] = waypoints[i - 1]!;
    const [x1, y1] = waypoints[i]!;
    const legMi = Math.hypot((x1 - x0) * MI_PER_DEG_LON, (y1 - y0) * MI_PER_DEG_LAT);
    const steps = Math.max(2, Math.round(legMi / 0.5));
    const [nx, ny] = [-(y1 - y0) * MI_PER_DEG_LAT, (x1 - x0) * MI_PER_DEG_LON];
    const nLen = Math.hypot(nx, ny) || 1;
    const phase = rnd.between(0, Math.PI * 2);
    const waves = rnd.int(1, 3);
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const offsetMi =
        amplitudeMi *
        Math.sin(Math.PI * t) *
        Math.sin(phase + t * Math.PI * 2 * waves) *
        (0.6 + 0.4 * rnd.next());
      out.push(
        roundPos([
          x0 + (x1 - x0) * t + ((nx / nLen) * offsetMi) / MI_PER_DEG_LON,
          y0 + (y1 - y0) * t + ((ny / nLen) * offsetMi) / MI_PER_DEG_LAT,
        ]),
      );
    }
  }
  return out;
}

/** Cuts a line into consecutive pieces of about `pieceMi` miles (each piece shares its end vertex with the next). */
export function cut(coords: Position[], pieceMi: number): Position[][] {
  const pieces: Position[][] = [];
  let current: Position[] = [coords[0]!];
  let run = 0;
  for (let i = 1; i < coords.length; i++) {
    current.push(coords[i]!);
    run += lengthMiles([coords[i - 1]!, coords[i]!]);
    if (run >= pieceMi && i < coords.length - 1) {
      pieces.push(current);
      current = [coords[i]!];
      run = 0;
    }
  }
  if (current.length > 1) pieces.push(current);
  return pieces;
}

/** A stretch of `lengthMi` miles starting at a random vertex of the line. */
export function stretch(coords: Position[], lengthMi: number, rnd: Random): Position[] {
  const start = rnd.int(0, Math.max(0, coords.length - 3));
  const out: Position[] = [coords[start]!];
  for (let i = start + 1; i < coords.length && lengthMiles(out) < lengthMi; i++) out.push(coords[i]!);
  return out.length > 1 ? out : [coords[start]!, coords[Math.min(coords.length - 1, start + 1)]!];
}

/** A short street-like line: a random walk of `lengthMi` miles in steps of about a quarter mile. */
export function walk(from: LonLat, lengthMi: number, rnd: Random): LineString {
  let heading = rnd.between(0, Math.PI * 2);
  let [x, y] = from;
  const coords: Position[] = [roundPos([x, y])];
  const steps = Math.max(2, Math.round(lengthMi / 0.25));
  for (let s = 0; s < steps; s++) {
    heading += rnd.between(-0.35, 0.35);
    x += (Math.cos(heading) * 0.25) / MI_PER_DEG_LON;
    y += (Math.sin(heading) * 0.25) / MI_PER_DEG_LAT;
    coords.push(roundPos([x, y]));
  }
  return { type: 'LineString', coordinates: coords };
}

/** An irregular closed area of about `radiusMi` miles around a centre (counter-clockwise, RFC 7946). */
export function blob(centre: LonLat, radiusMi: number, rnd: Random, vertices = 18): Polygon {
  const ring: Position[] = [];
  for (let i = 0; i < vertices; i++) {
    const a = (i / vertices) * Math.PI * 2;
    const r = radiusMi * rnd.between(0.7, 1.25);
    ring.push(
      roundPos([
        centre[0] + (Math.cos(a) * r) / MI_PER_DEG_LON,
        centre[1] + (Math.sin(a) * r) / MI_PER_DEG_LAT,
      ]),
    );
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

/** A hexagon of `radiusMi` miles (counter-clockwise). */
export function hexagon(centre: LonLat, radiusMi: number): Polygon {
  const ring: Position[] = [];
  for (let i = 0; i <= 6; i++) {
    const a = ((i % 6) / 6) * Math.PI * 2;
    ring.push(
      roundPos([
        centre[0] + (Math.cos(a) * radiusMi) / MI_PER_DEG_LON,
        centre[1] + (Math.sin(a) * radiusMi) / MI_PER_DEG_LAT,
      ]),
    );
  }
  return { type: 'Polygon', coordinates: [ring] };
}

/** A ribbon of `halfWidthMi` miles on each side of a line: a simple buffer for the CoSS corridor areas. */
export function ribbon(coords: Position[], halfWidthMi: number): Polygon {
  const left: Position[] = [];
  const right: Position[] = [];
  for (let i = 0; i < coords.length; i++) {
    const a = coords[Math.max(0, i - 1)]!;
    const b = coords[Math.min(coords.length - 1, i + 1)]!;
    const dx = (b[0]! - a[0]!) * MI_PER_DEG_LON;
    const dy = (b[1]! - a[1]!) * MI_PER_DEG_LAT;
    const len = Math.hypot(dx, dy) || 1;
    const [ox, oy] = [(-dy / len) * halfWidthMi, (dx / len) * halfWidthMi];
    const [x, y] = coords[i]!;
    left.push(roundPos([x! + ox / MI_PER_DEG_LON, y! + oy / MI_PER_DEG_LAT]));
    right.push(roundPos([x! - ox / MI_PER_DEG_LON, y! - oy / MI_PER_DEG_LAT]));
  }
  const ring = [...right, ...left.reverse()];
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

/** A random point inside a locality (rejection sampling within its bounding box). */
export function pointIn(l: Locality, rnd: Random): LonLat {
  const [minX, minY, maxX, maxY] = l.bbox;
  for (let i = 0; i < 200; i++) {
    const p: LonLat = [rnd.between(minX, maxX), rnd.between(minY, maxY)];
    if (booleanPointInPolygon(p, l.geometry)) return [r5(p[0]), r5(p[1])];
  }
  return [r5((minX + maxX) / 2), r5((minY + maxY) / 2)];
}
