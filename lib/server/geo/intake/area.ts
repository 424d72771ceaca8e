import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import Flatbush from 'flatbush';
import type { Geometry, Position } from 'geojson';
import { bboxOf, stateBoundaries, virginiaLocalities, type Area } from '@/lib/server/geo/virginia';
import { organizationById } from '@/lib/shared/organizations';

/**
 * Where a submitter's features may lie: the area of the organisation that submits them — a
 * county's or city's own boundary, the same Census outline the rest of the site counts "in this county" with
 * (`virginiaLocalities`) — or Virginia for accounts without a locality (regional bodies, state staff).
 *
 * Those outlines are generalised (1:10 million: a county is drawn with about 30 vertices), so a real place's
 * own boundary strays from them by up to a kilometre or two. A point counts as in the area when it lies inside
 * the outline or within `AREA_TOLERANCE_KM` of it. A feature is judged by points spaced evenly along its
 * outline (its points, its lines, its polygons' outer rings), so a polygon whose bounding-box centre is on
 * water, or whose first vertex is across a generalised state line, is judged by all of its outline.
 */
export const AREA_TOLERANCE_KM = 3;

/** The area a submission is checked against: a locality's 5-digit FIPS, or null for Virginia. */
export interface AreaSpec {
  name: string;
  fips: string | null;
}

/**
 * The one rule for "in this locality's area": a county's or city's own boundary for its accounts,
 * Virginia for planning district commissions, MPOs and accounts without an organisation. Spatial-data
 * submissions and GAP-TA study areas are both checked against it, by the same placement rule below.
 */
export function organizationArea(organizationId: string | null): AreaSpec {
  const org = organizationId ? organizationById(organizationId) : undefined;
  return org?.kind === 'locality' && org.fips
    ? { name: org.name, fips: org.fips }
    : { name: 'Virginia', fips: null };
}

/** How one feature lies against the area. */
export type Placement = 'inside' | 'partly' | 'outside';

const SAMPLES = 64;
const KM_PER_DEG_LAT = 110.57;
const kmPerDegLon = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

interface Tester {
  area: Area;
  bbox: [number, number, number, number];
  segments: Array<[Position, Position]>;
  index: Flatbush;
  /** Per cell of a GRID×GRID grid over the bbox: 1 near, 0 not near, -1 ask `nearExactly`. */
  cells: Int8Array;
}

/**
 * Cells per side of the grid that answers `near` for most points in O(1). A cell whose box, widened by the
 * tolerance, meets no boundary segment's box holds no boundary and no point within the tolerance of one, so
 * every point in it is near exactly when the cell's centre is inside the area: the answer `nearExactly` gives.
 */
const GRID = 256;

const testers = new Map<string, Tester>();

function areaGeometry(spec: AreaSpec): Area {
  if (spec.fips === null) return stateBoundaries().find((s) => s.fips === '51')!.geometry;
  const l = virginiaLocalities().find((x) => x.fips === spec.fips);
  if (!l) throw new Error(`No Virginia locality with FIPS ${spec.fips}`);
  return l.geometry;
}

function tester(spec: AreaSpec): Tester {
  const key = spec.fips ?? '51';
  const cached = testers.get(key);
  if (cached) return cached;
  const area = areaGeometry(spec);
  const rings = area.type === 'Polygon' ? area.coordinates : area.coordinates.flat();
  const segments = rings.flatMap((r) => r.slice(1).map((p, i): [Position, Position] => [r[i], p]));
  const index = new Flatbush(segments.length);
  for (const [a, b] of segments) {
    index.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  }
  index.finish();
  const bbox = bboxOf(area.coordinates);
  const t: Tester = { area, bbox, segments, index, cells: new Int8Array(GRID * GRID).fill(-1) };
  const [minX, minY, maxX, maxY] = bbox;
  const w = (maxX - minX) / GRID;
  const h = (maxY - minY) / GRID;
  // Margins a little wider than the tolerance, so rounding at a cell's edge cannot matter.
  const dLat = (1.01 * AREA_TOLERANCE_KM) / KM_PER_DEG_LAT;
  // The widest tolerance in longitude over each row's latitudes (nearer the pole, a degree is shorter).
  const dLon = Array.from(
    { length: GRID },
    (_, cy) =>
      (1.01 * AREA_TOLERANCE_KM) /
      kmPerDegLon(Math.max(Math.abs(minY + cy * h), Math.abs(minY + (cy + 1) * h)) + dLat),
  );
  // Cells that may hold the boundary or a point within the tolerance of it: every cell a segment's box, widened
  // by the margins, meets (one more cell each side, so a box ending on a cell's edge also counts that cell).
  // They stay -1. Marking from each segment costs its few cells, where asking the index for each of the
  // 65,536 cells cost about 12 ms an area.
  const unknown = new Uint8Array(GRID * GRID);
  const clamp = (i: number) => Math.max(0, Math.min(GRID - 1, i));
  for (const [a, b] of segments) {
    const y0 = clamp(Math.floor((Math.min(a[1], b[1]) - dLat - minY) / h) - 1);
    const y1 = clamp(Math.floor((Math.max(a[1], b[1]) + dLat - minY) / h) + 1);
    for (let cy = y0; cy <= y1; cy++) {
      const x0 = clamp(Math.floor((Math.min(a[0], b[0]) - dLon[cy] - minX) / w) - 1);
      const x1 = clamp(Math.floor((Math.max(a[0], b[0]) + dLon[cy] - minX) / w) + 1);
      unknown.fill(1, cy * GRID + x0, cy * GRID + x1 + 1);
    }
  }
  for (let cy = 0; cy < GRID; cy++) {
    // Where the outline crosses the line through the row's cell centres: a centre is inside when an odd
    // number of crossings lie to its left (even-odd over every ring, holes included).
    const yc = minY + (cy + 0.5) * h;
    const crossings: number[] = [];
    for (const [a, b] of segments) {
      if (a[1] > yc !== b[1] > yc) crossings.push(a[0] + ((yc - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
    }
    crossings.sort((p, q) => p - q);
    let left = 0;
    for (let cx = 0; cx < GRID; cx++) {
      const xc = minX + (cx + 0.5) * w;
      while (left < crossings.length && crossings[left] < xc) left++;
      if (!unknown[cy * GRID + cx]) t.cells[cy * GRID + cx] = left % 2;
    }
  }
  testers.set(key, t);
  return t;
}

/** Distance in km from p to the segment a–b, on a plane scaled at p's latitude (exact enough within km). */
function segmentKm(p: Position, a: Position, b: Position): number {
  const kx = kmPerDegLon(p[1]);
  const [ax, ay, bx, by] = [
    (a[0] - p[0]) * kx,
    (a[1] - p[1]) * KM_PER_DEG_LAT,
    (b[0] - p[0]) * kx,
    (b[1] - p[1]) * KM_PER_DEG_LAT,
  ];
  const [dx, dy] = [bx - ax, by - ay];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** True when p lies in the area or within the tolerance of its outline (from the grid where it can say). */
export function near(spec: AreaSpec, p: Position): boolean {
  return nearIn(tester(spec), p);
}

function nearIn(t: Tester, p: Position): boolean {
  const [minX, minY, maxX, maxY] = t.bbox;
  const cx = Math.floor(((p[0] - minX) / (maxX - minX)) * GRID);
  const cy = Math.floor(((p[1] - minY) / (maxY - minY)) * GRID);
  if (cx >= 0 && cx < GRID && cy >= 0 && cy < GRID) {
    const known = t.cells[cy * GRID + cx];
    if (known !== -1) return known === 1;
  }
  return nearExactlyIn(t, p);
}

/**
 * The grid's answer for every point of a box: 1 or 0 when all the cells it touches say the same, else -1.
 * The box is widened by a hair so a sample rounded onto a cell edge is still inside it.
 */
function gridAnswer(t: Tester, box: number[]): number {
  const [minX, minY, maxX, maxY] = t.bbox;
  const fx = GRID / (maxX - minX);
  const fy = GRID / (maxY - minY);
  const x0 = Math.floor((box[0] - 1e-9 - minX) * fx);
  const x1 = Math.floor((box[2] + 1e-9 - minX) * fx);
  const y0 = Math.floor((box[1] - 1e-9 - minY) * fy);
  const y1 = Math.floor((box[3] + 1e-9 - minY) * fy);
  if (!(x0 >= 0 && y0 >= 0 && x1 < GRID && y1 < GRID)) return -1;
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) return -1;
  const first = t.cells[y0 * GRID + x0];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) if (t.cells[y * GRID + x] !== first) return -1;
  }
  return first;
}

/** `near` without the grid: the point-in-polygon test and the distance to the outline's segments. */
export function nearExactly(spec: AreaSpec, p: Position): boolean {
  return nearExactlyIn(tester(spec), p);
}

function nearExactlyIn(t: Tester, p: Position): boolean {
  const dLat = AREA_TOLERANCE_KM / KM_PER_DEG_LAT;
  const dLon = AREA_TOLERANCE_KM / kmPerDegLon(p[1]);
  const [minX, minY, maxX, maxY] = t.bbox;
  if (p[0] < minX - dLon || p[0] > maxX + dLon || p[1] < minY - dLat || p[1] > maxY + dLat) return false;
  if (booleanPointInPolygon(p, t.area)) return true;
  const hits = t.index.search(p[0] - dLon, p[1] - dLat, p[0] + dLon, p[1] + dLat);
  return hits.some((i) => segmentKm(p, t.segments[i][0], t.segments[i][1]) <= AREA_TOLERANCE_KM);
}

/** The lines that outline a geometry: a polygon's outer rings, a line's parts, each point as a line of one. */
function outlines(g: Geometry): Position[][] {
  switch (g.type) {
    case 'Point':
      return [[g.coordinates]];
    case 'MultiPoint':
      return g.coordinates.map((p) => [p]);
    case 'LineString':
      return [g.coordinates];
    case 'MultiLineString':
      return g.coordinates;
    case 'Polygon':
      return g.coordinates.slice(0, 1);
    case 'MultiPolygon':
      return g.coordinates.map((p) => p[0]).filter(Boolean);
    default:
      return [];
  }
}

/** Up to SAMPLES points spaced evenly along a geometry's outline (every point of a multipoint, up to that). */
export function outlineSamples(g: Geometry): Position[] {
  const lines = outlines(g).filter((l) => l.length > 0);
  const points = lines.filter((l) => l.length === 1).map((l) => l[0]);
  const paths = lines.filter((l) => l.length > 1);
  const lengths = paths.map((l) =>
    l.slice(1).reduce((s, p, i) => s + Math.hypot(p[0] - l[i][0], p[1] - l[i][1]), 0),
  );
  const total = lengths.reduce((s, x) => s + x, 0);
  const out =
    points.length > SAMPLES
      ? points.filter((_, i) => i % Math.ceil(points.length / SAMPLES) === 0)
      : [...points];
  if (total === 0) return [...out, ...paths.map((l) => l[0])];
  const step = total / SAMPLES;
  paths.forEach((l, k) => {
    let along = 0;
    let next = step / 2;
    for (let i = 1; i < l.length; i++) {
      const [a, b] = [l[i - 1], l[i]];
      const seg = Math.hypot(b[0] - a[0], b[1] - a[1]);
      while (next <= along + seg && seg > 0) {
        const f = (next - along) / seg;
        out.push([a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1])]);
        next += step;
      }
      along += seg;
    }
    if (lengths[k] < step) out.push(l[0]); // a short part still counts once
  });
  return out;
}

/**
 * Where a feature lies against the area: inside (every sampled point in it or within the tolerance),
 * outside (fewer than half are, or it spans the whole area and more), partly (the rest). For Virginia as a
 * whole only 'outside' with no point near the state is reported: water boundaries of coastal localities
 * (Census TIGER outlines run out to the state line in the Chesapeake Bay) must not be flagged.
 */
export function placement(g: Geometry, spec: AreaSpec, bbox?: number[]): Placement {
  const t = tester(spec);
  // A feature whose box lies in grid cells that all give one answer gets it for every sample: no sampling.
  const known = bbox ? gridAnswer(t, bbox) : -1;
  if (known !== -1 && outlines(g).some((l) => l.length > 0)) return known === 1 ? 'inside' : 'outside';
  const samples = outlineSamples(g);
  if (samples.length === 0) return 'inside';
  // Virginia as a whole: one point near the state is enough.
  if (spec.fips === null) return samples.some((p) => nearIn(t, p)) ? 'inside' : 'outside';
  const hits = samples.filter((p) => nearIn(t, p)).length;
  if (hits === samples.length) return 'inside';
  const [minX, minY, maxX, maxY] = bboxOf((g as { coordinates: unknown }).coordinates);
  const spans = minX <= t.bbox[0] && minY <= t.bbox[1] && maxX >= t.bbox[2] && maxY >= t.bbox[3];
  return spans || hits < samples.length / 2 ? 'outside' : 'partly';
}
