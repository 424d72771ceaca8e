import type { Feature, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { feature as toFeature, featureCollection } from '@turf/helpers';
import intersect from '@turf/intersect';
import Flatbush from 'flatbush';
import { bboxOf, type Area } from './virginia';

type Bbox = [number, number, number, number];

const EARTH_RADIUS_M = 6_378_137;
const rad = (d: number) => (d * Math.PI) / 180;

/** Area of a ring on the sphere in m² (the formula turf and ArcGIS use for geodesic area), always ≥ 0. */
function ringArea(ring: Position[]): number {
  let total = 0;
  for (let i = 0; i < ring.length - 1; i += 1) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    total += rad(x2! - x1!) * (2 + Math.sin(rad(y1!)) + Math.sin(rad(y2!)));
  }
  return Math.abs((total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** Geodesic area of a polygon or multipolygon in km² (holes subtracted). */
export function areaSqKm(g: Area): number {
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  let m2 = 0;
  for (const p of polys) p.forEach((ring, i) => (m2 += i === 0 ? ringArea(ring) : -ringArea(ring)));
  return m2 / 1e6;
}

const disjoint = (a: Bbox, b: Bbox) => a[0] > b[2] || a[2] < b[0] || a[1] > b[3] || a[3] < b[1];

/**
 * A clipping area prepared once: its geometry, feature form, bounding box and boundary edges, the edges in a
 * static R-tree so a feature or segment meets only the few edges near it (a drawn area of
 * ~2,000 edges with a hole made every feature in the state test every edge).
 */
export interface ClipArea {
  geometry: Area;
  feature: Feature<Polygon | MultiPolygon>;
  bbox: Bbox;
  /** Every boundary edge as [x1, y1, x2, y2]. */
  edges: Float64Array;
  /** The edges' bounding boxes, by edge number. */
  index: Flatbush;
}

export function clipArea(geometry: Area): ClipArea {
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  const edges: number[] = [];
  for (const r of rings) {
    for (let i = 0; i < r.length - 1; i += 1) edges.push(r[i]![0]!, r[i]![1]!, r[i + 1]![0]!, r[i + 1]![1]!);
  }
  const index = new Flatbush(Math.max(1, edges.length / 4));
  for (let i = 0; i < edges.length; i += 4) {
    const [x1, y1, x2, y2] = [edges[i]!, edges[i + 1]!, edges[i + 2]!, edges[i + 3]!];
    index.add(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
  }
  if (edges.length === 0) index.add(0, 0, 0, 0);
  index.finish();
  return {
    geometry,
    feature: toFeature(geometry),
    bbox: bboxOf(geometry.coordinates),
    edges: Float64Array.from(edges),
    index,
  };
}

/** True when some boundary edge of the area meets the box. */
const boundaryMeets = (b: Bbox, area: ClipArea) => area.index.search(b[0], b[1], b[2], b[3]).length > 0;

const inside = (p: Position, area: ClipArea) =>
  p[0]! >= area.bbox[0] &&
  p[0]! <= area.bbox[2] &&
  p[1]! >= area.bbox[1] &&
  p[1]! <= area.bbox[3] &&
  booleanPointInPolygon(p, area.geometry);

/** Where segment a→b crosses the area's boundary, as fractions of its length in (0, 1), in order. */
function crossings(a: Position, b: Position, area: ClipArea): number[] {
  const [ax, ay, bx, by] = [a[0]!, a[1]!, b[0]!, b[1]!];
  const [minX, maxX, minY, maxY] = [Math.min(ax, bx), Math.max(ax, bx), Math.min(ay, by), Math.max(ay, by)];
  const e = area.edges;
  const ts: number[] = [];
  for (const n of area.index.search(minX, minY, maxX, maxY)) {
    const i = n * 4;
    const [cx, cy, dx, dy] = [e[i]!, e[i + 1]!, e[i + 2]!, e[i + 3]!];
    const den = (bx - ax) * (dy - cy) - (by - ay) * (dx - cx);
    if (den === 0) continue; // parallel: touching along an edge changes nothing
    const t = ((cx - ax) * (dy - cy) - (cy - ay) * (dx - cx)) / den;
    const u = ((cx - ax) * (by - ay) - (cy - ay) * (bx - ax)) / den;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
  }
  return ts.sort((x, y) => x - y);
}

/**
 * The parts of one line inside the area: every segment is cut where it crosses the boundary, the pieces whose
 * middle lies inside are kept, and consecutive kept pieces are joined into runs.
 */
function clipLine(coords: Position[], area: ClipArea): Position[][] {
  const b = bboxOf(coords);
  if (disjoint(b, area.bbox)) return [];
  // No boundary edge near the line: it lies wholly inside or wholly outside.
  if (!boundaryMeets(b, area)) return coords[0] && inside(coords[0], area) ? [coords] : [];
  const runs: Position[][] = [];
  let run: Position[] | null = null;
  const at = (a: Position, b: Position, t: number): Position => [
    a[0]! + (b[0]! - a[0]!) * t,
    a[1]! + (b[1]! - a[1]!) * t,
  ];
  for (let i = 0; i < coords.length - 1; i += 1) {
    const [a, b] = [coords[i]!, coords[i + 1]!];
    const cuts = [0, ...crossings(a, b, area), 1];
    for (let j = 0; j < cuts.length - 1; j += 1) {
      const [t0, t1] = [cuts[j]!, cuts[j + 1]!];
      if (t1 - t0 < 1e-12) continue;
      if (inside(at(a, b, (t0 + t1) / 2), area)) {
        if (!run) {
          run = [at(a, b, t0)];
          runs.push(run);
        }
        run.push(at(a, b, t1));
      } else run = null;
    }
  }
  return runs;
}

/**
 * The part of a feature inside the area, with its properties; null when nothing of it is inside. Points are
 * kept or dropped, lines are cut at the boundary, polygons are intersected with the area.
 */
export function clipFeature(f: Feature, area: ClipArea): Feature | null {
  const g = f.geometry as Geometry;
  let out: Geometry | null = null;
  switch (g.type) {
    case 'Point':
      out = inside(g.coordinates, area) ? g : null;
      break;
    case 'MultiPoint': {
      const pts = g.coordinates.filter((p) => inside(p, area));
      out = pts.length ? { type: 'MultiPoint', coordinates: pts } : null;
      break;
    }
    case 'LineString':
    case 'MultiLineString': {
      const lines = (g.type === 'LineString' ? [g.coordinates] : g.coordinates).flatMap((l) =>
        clipLine(l, area),
      );
      out =
        lines.length === 0
          ? null
          : lines.length === 1
            ? { type: 'LineString', coordinates: lines[0]! }
            : { type: 'MultiLineString', coordinates: lines };
      break;
    }
    case 'Polygon':
    case 'MultiPolygon': {
      const b = bboxOf(g.coordinates);
      if (disjoint(b, area.bbox)) return null;
      // No boundary edge near the polygon: it lies wholly inside or wholly outside (one vertex tells which).
      if (!boundaryMeets(b, area)) {
        const first = g.type === 'Polygon' ? g.coordinates[0]?.[0] : g.coordinates[0]?.[0]?.[0];
        out = first && inside(first, area) ? g : null;
        break;
      }
      out = intersect(featureCollection([toFeature(g), area.feature]))?.geometry ?? null;
      break;
    }
    default:
      throw new Error(`An extract cannot clip ${g.type} geometry`);
  }
  return out ? { ...f, geometry: out } : null;
}
