import Flatbush from 'flatbush';
import type { Feature, Geometry, Position } from 'geojson';
import type { Finding } from '@/lib/shared/schemas/spatialData/rules';
import type { LayerField } from '@/lib/shared/schemas/layers';
import { AREA_TOLERANCE_KM, placement, type AreaSpec } from './area';
import { INTAKE_WORDS, type IntakeWords } from './wording';

/**
 * The pre-flight checks on features already in WGS84: geometry type against the layer's, invalid
 * geometry (empty, unclosed or too-short rings, self-intersections), extent against Virginia, and
 * fields against the layer's (missing, wrong type). Each finding says in plain words what to do.
 */
export type LayerGeometry = 'point' | 'line' | 'polygon';

const KIND: Record<string, LayerGeometry> = {
  Point: 'point',
  MultiPoint: 'point',
  LineString: 'line',
  MultiLineString: 'line',
  Polygon: 'polygon',
  MultiPolygon: 'polygon',
};
const PLURAL: Record<LayerGeometry, string> = { point: 'points', line: 'lines', polygon: 'polygons' };

export const geometryKind = (g: Geometry | null | undefined): LayerGeometry | null =>
  g ? (KIND[g.type] ?? null) : null;

const LIST = 20;

/** Features found with one problem: how many, and the first LIST of them (all a report names). */
class Indices {
  length = 0;
  readonly first: number[] = [];
  push(i: number): void {
    if (this.first.length < LIST) this.first.push(i);
    this.length++;
  }
}

const numbers = (idx: Indices) => idx.first.map((i) => i + 1);
/** The verb agreeing with `some(idx)`: "Feature 2 lies", "Features 2, 3 lie". */
const verb = (idx: Indices, one: string, many: string) => (idx.length === 1 ? one : many);
const some = (idx: Indices) =>
  `${idx.length === 1 ? 'Feature' : 'Features'} ${numbers(idx).join(', ')}${idx.length > LIST ? ` and ${idx.length - LIST} more` : ''}`;

// --------------------------------------------------------------------------------------- ring validity

export function segmentsCross(a: Position, b: Position, c: Position, d: Position): boolean {
  const o = (p: Position, q: Position, r: Position) =>
    (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const on = (p: Position, q: Position, r: Position) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && on(c, d, a)) ||
    (d2 === 0 && on(c, d, b)) ||
    (d3 === 0 && on(a, b, c)) ||
    (d4 === 0 && on(a, b, d))
  );
}

/**
 * True when a closed ring crosses or touches itself (adjacent segments share their vertex and do not count).
 *
 * Segments are put in a static R-tree (flatbush, packed once: O(n log n)), and each is tested exactly only
 * against the non-adjacent segments whose bounding boxes meet its own, so the answer is the brute-force
 * one. The cost is O(n log n + k), k being the pairs of segments whose boxes overlap: a few per segment for
 * boundaries people draw, including the stacked "serpentine" rings that made the sorted sweep this replaced
 * quadratic (32,003 vertices: 24 s before). Rings built so that most boxes overlap are bounded by the
 * vertex budgets of `VERTEX_LIMITS` and the worker's time budget.
 */
export function ringSelfIntersects(ring: Position[]): boolean {
  const n = ring.length - 1; // segments; the last point repeats the first
  if (n < 4) return false;
  if (n <= SMALL_RING) return smallRingSelfIntersects(ring, n);
  const index = new Flatbush(n);
  for (let i = 0; i < n; i++) {
    const [a, b] = [ring[i], ring[i + 1]];
    index.add(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]));
  }
  index.finish();
  let found = false;
  for (let i = 0; i < n && !found; i++) {
    const [a, b] = [ring[i], ring[i + 1]];
    index.search(
      Math.min(a[0], b[0]),
      Math.min(a[1], b[1]),
      Math.max(a[0], b[0]),
      Math.max(a[1], b[1]),
      (j) => {
        if (found || j <= i || j - i === 1 || j - i === n - 1) return false;
        if (segmentsCross(a, b, ring[j], ring[j + 1])) found = true;
        return false;
      },
    );
  }
  return found;
}

/**
 * Rings of up to this many segments are tested pair by pair (with the same box test the index applies):
 * cheaper than building an index for the few-vertex parcels most uploads hold, and the same answer.
 */
const SMALL_RING = 32;

function smallRingSelfIntersects(ring: Position[], n: number): boolean {
  for (let i = 0; i < n; i++) {
    const [a, b] = [ring[i], ring[i + 1]];
    const [ax0, ax1] = a[0] < b[0] ? [a[0], b[0]] : [b[0], a[0]];
    const [ay0, ay1] = a[1] < b[1] ? [a[1], b[1]] : [b[1], a[1]];
    for (let j = i + 2; j < n; j++) {
      if (j - i === n - 1) continue;
      const [c, d] = [ring[j], ring[j + 1]];
      if (Math.max(c[0], d[0]) < ax0 || Math.min(c[0], d[0]) > ax1) continue;
      if (Math.max(c[1], d[1]) < ay0 || Math.min(c[1], d[1]) > ay1) continue;
      if (segmentsCross(a, b, c, d)) return true;
    }
  }
  return false;
}

type Problem = 'empty' | 'unclosed' | 'short' | 'kink' | 'coordinates';

const finitePos = (p: unknown) =>
  Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);

function ringProblem(ring: Position[]): Problem | null {
  if (!Array.isArray(ring) || !ring.every(finitePos)) return 'coordinates';
  if (ring.length < 4) return 'short';
  const [f, l] = [ring[0], ring[ring.length - 1]];
  if (f[0] !== l[0] || f[1] !== l[1]) return 'unclosed';
  return ringSelfIntersects(ring) ? 'kink' : null;
}

/** What is wrong with one geometry, or null. */
export function geometryProblem(g: Geometry | null): Problem | null {
  if (!g || !('coordinates' in g)) return 'empty';
  const c = g.coordinates as unknown;
  if (!Array.isArray(c) || c.length === 0) return 'empty';
  switch (g.type) {
    case 'Point':
      return finitePos(c) ? null : 'coordinates';
    case 'MultiPoint':
      return g.coordinates.every(finitePos) ? null : 'coordinates';
    case 'LineString':
      if (!g.coordinates.every(finitePos)) return 'coordinates';
      return g.coordinates.length < 2 ? 'short' : null;
    case 'MultiLineString':
      for (const l of g.coordinates) {
        if (!Array.isArray(l) || !l.every(finitePos)) return 'coordinates';
        if (l.length < 2) return 'short';
      }
      return null;
    case 'Polygon':
      for (const r of g.coordinates) {
        const p = ringProblem(r);
        if (p) return p;
      }
      return null;
    case 'MultiPolygon':
      for (const poly of g.coordinates) {
        if (!Array.isArray(poly) || poly.length === 0) return 'empty';
        for (const r of poly) {
          const p = ringProblem(r);
          if (p) return p;
        }
      }
      return null;
    default:
      return 'empty';
  }
}

/** Each problem as said of one feature, of several, and what to do. */
const PROBLEM_TEXT: Record<Problem, [string, string, string]> = {
  empty: [
    'has no geometry (an empty or null shape)',
    'have no geometry (empty or null shapes)',
    'Delete the empty rows or draw their shapes, then export again.',
  ],
  coordinates: [
    'has coordinates that are not numbers',
    'have coordinates that are not numbers',
    'Export the layer again; the coordinates are damaged.',
  ],
  short: [
    'has a ring or line with too few points',
    'have rings or lines with too few points',
    'Fix or delete these slivers, then export again.',
  ],
  unclosed: [
    'has a polygon ring that does not close (its last point is not its first)',
    'have polygon rings that do not close (the last point is not the first)',
    'Run your GIS software’s geometry repair (e.g. “Repair Geometry” or “Fix geometries”), then export again.',
  ],
  kink: [
    'crosses itself (a self-intersection)',
    'cross themselves (self-intersections)',
    'Run your GIS software’s geometry repair (e.g. “Repair Geometry” or “Fix geometries”), or redraw these boundaries, then export again.',
  ],
};

// -------------------------------------------------------------------------------------------- extent

export function featureBbox(g: Geometry): [number, number, number, number] {
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (c: unknown) => {
    if (Array.isArray(c) && typeof c[0] === 'number') {
      if (c[0] < b[0]) b[0] = c[0];
      if (c[1] < b[1]) b[1] = c[1];
      if (c[0] > b[2]) b[2] = c[0];
      if (c[1] > b[3]) b[3] = c[1];
    } else if (Array.isArray(c)) for (const x of c) walk(x);
  };
  walk((g as { coordinates?: unknown }).coordinates);
  return b;
}

const VIRGINIA: AreaSpec = { name: 'Virginia', fips: null };

// -------------------------------------------------------------------------------------------- fields

function valueFits(v: unknown, type: LayerField['type']): boolean {
  if (v === null || v === undefined || v === '') return true; // blanks are allowed
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (type === 'string') return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  if (!Number.isFinite(n)) return false;
  return type === 'double' || Number.isInteger(n);
}

const TYPE_TEXT: Record<LayerField['type'], string> = {
  string: 'text',
  integer: 'a whole number',
  double: 'a number',
};

/** Features whose property names say which fields a file has. */
const MAPPING_SAMPLE = 1000;

/** Finds the file's own name for each expected field (case-insensitive). */
export function fieldMapping(features: Feature[], fields: LayerField[]): Map<string, string> {
  return mappingOf(
    features.slice(0, MAPPING_SAMPLE).map((f) => f.properties),
    fields,
  );
}

function mappingOf(properties: Array<Feature['properties']>, fields: LayerField[]): Map<string, string> {
  const present = new Set<string>();
  for (const p of properties) for (const k of Object.keys(p ?? {})) present.add(k);
  const out = new Map<string, string>();
  for (const field of fields) {
    const match = [...present].find((p) => p.toLowerCase() === field.name.toLowerCase());
    if (match) out.set(field.name, match);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- report

export interface CheckResult {
  findings: Finding[];
  bbox: [number, number, number, number] | null;
}

/**
 * The checks run feature by feature: `add` each WGS84 feature as it is read, then `finish` for
 * the report. It keeps counts and the first few feature numbers of each finding, not the features, so a file
 * is checked in memory that does not grow with it (the properties of the first 1,000 features are held until
 * they have said which fields the file has).
 */
export class FeatureChecks {
  private n = 0;
  private readonly problems = new Map<Problem, Indices>();
  private readonly wrongKind = new Indices();
  private readonly wrongKinds = new Set<LayerGeometry>();
  private readonly outside = new Indices();
  private readonly partly = new Indices();
  private readonly total: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  private sample: Array<Feature['properties']> | null = [];
  private mapping: Map<string, string> | null = null;
  private readonly bad = new Map<string, Indices>();

  constructor(
    private readonly geometry: LayerGeometry,
    private readonly fields: LayerField[],
    private readonly area: AreaSpec = VIRGINIA,
    private readonly words: IntakeWords = INTAKE_WORDS.submission,
  ) {}

  add(f: Feature): void {
    const i = this.n++;
    this.checkGeometry(f, i);
    if (this.sample) {
      this.sample.push(f.properties);
      if (this.sample.length === MAPPING_SAMPLE) this.map();
    } else this.checkValues(f.properties, i);
  }

  private checkGeometry(f: Feature, i: number): void {
    const problem = geometryProblem(f.geometry);
    if (problem) {
      let idx = this.problems.get(problem);
      if (!idx) this.problems.set(problem, (idx = new Indices()));
      idx.push(i);
      if (problem === 'empty' || problem === 'coordinates') return;
    }
    const kind = geometryKind(f.geometry);
    if (kind !== this.geometry) {
      this.wrongKind.push(i);
      if (kind) this.wrongKinds.add(kind);
    }
    const b = featureBbox(f.geometry);
    const total = this.total;
    total[0] = Math.min(total[0], b[0]);
    total[1] = Math.min(total[1], b[1]);
    total[2] = Math.max(total[2], b[2]);
    total[3] = Math.max(total[3], b[3]);
    const where = placement(f.geometry, this.area, b);
    if (where === 'outside') this.outside.push(i);
    else if (where === 'partly') this.partly.push(i);
  }

  /** Settles the file's own field names from the sample, then checks the sample's values. */
  private map(): void {
    const sample = this.sample!;
    this.sample = null;
    this.mapping = mappingOf(sample, this.fields);
    sample.forEach((p, i) => this.checkValues(p, i));
  }

  private checkValues(properties: Feature['properties'], i: number): void {
    for (const field of this.fields) {
      const own = this.mapping!.get(field.name);
      if (!own || valueFits(properties?.[own], field.type)) continue;
      let idx = this.bad.get(field.name);
      if (!idx) this.bad.set(field.name, (idx = new Indices()));
      idx.push(i);
    }
  }

  finish(): CheckResult {
    if (this.sample) this.map();
    const { geometry, fields, area, wrongKind, outside, partly } = this;
    const count = this.n;
    const findings: Finding[] = [];
    findings.push({
      topic: 'count',
      level: 'info',
      message: `${count.toLocaleString('en-US')} ${count === 1 ? 'feature' : 'features'} read.`,
      action: null,
    });
    if (wrongKind.length > 0) {
      const kinds = [...this.wrongKinds];
      findings.push({
        topic: 'geometry-type',
        level: 'error',
        message: `${this.words.holds(PLURAL[geometry])}, but ${wrongKind.length === count ? 'the file has' : `${wrongKind.length} features are`} ${kinds.map((k) => PLURAL[k]).join(' and ')}.`,
        action: this.words.wrongKind(PLURAL[geometry], kinds.map((k) => PLURAL[k]).join(' or ')),
        features: numbers(wrongKind),
      });
    }
    for (const [problem, idx] of this.problems) {
      findings.push({
        topic: 'invalid-geometry',
        level: 'error',
        message: `${some(idx)} ${verb(idx, PROBLEM_TEXT[problem][0], PROBLEM_TEXT[problem][1])}.`,
        action: PROBLEM_TEXT[problem][2],
        features: numbers(idx),
      });
    }
    const within = `within ${AREA_TOLERANCE_KM} km of its boundary`;
    if (outside.length > 0) {
      const every = outside.length === count;
      findings.push({
        topic: 'extent',
        level: 'error',
        message: `${every ? (count === 1 ? 'The feature lies' : 'Every feature lies') : `${some(outside)} ${verb(outside, 'lies', 'lie')}`} outside ${area.name} (more than ${AREA_TOLERANCE_KM} km beyond its boundary, or ${outside.length === 1 ? 'it covers' : 'they cover'} more than the whole of it).`,
        action: this.words.outside(area, within, every),
        features: numbers(outside),
      });
    }
    if (partly.length > 0) {
      findings.push({
        topic: 'extent',
        level: 'warning',
        message: `${some(partly)} ${verb(partly, 'reaches', 'reach')} more than ${AREA_TOLERANCE_KM} km beyond the boundary of ${area.name}.`,
        action: `Check ${partly.length === 1 ? 'it' : 'them'} on the map below: trim ${partly.length === 1 ? 'it' : 'them'} to ${area.name}, or say in the description why ${partly.length === 1 ? 'it crosses' : 'they cross'} the line (an outline that follows water often does).`,
        features: numbers(partly),
      });
    }
    const mapping = this.mapping!;
    const missing = fields.filter((f) => !mapping.has(f.name));
    if (missing.length > 0) {
      findings.push({
        topic: 'fields',
        level: 'error',
        message: `The layer expects ${missing.length === 1 ? 'a field' : 'fields'} the file does not have: ${missing.map((f) => `${f.name} (${f.label}, ${TYPE_TEXT[f.type]})`).join(', ')}.`,
        action:
          'Add these columns to the attribute table (the names are not case-sensitive), then export again.',
      });
    }
    for (const field of fields) {
      const own = mapping.get(field.name);
      const bad = this.bad.get(field.name);
      if (!own || !bad) continue;
      findings.push({
        topic: 'fields',
        level: 'error',
        message: `The field ${own} should be ${TYPE_TEXT[field.type]}, but ${bad.length === 1 ? 'feature' : 'features'} ${numbers(bad).join(', ')}${bad.length > LIST ? ' and more' : ''} ${bad.length === 1 ? 'has' : 'have'} other values.`,
        action: `Correct these values (or leave them blank) so ${own} holds only ${TYPE_TEXT[field.type]}.`,
        features: numbers(bad),
      });
    }
    if (fields.length > 0 && missing.length === 0 && !findings.some((f) => f.topic === 'fields')) {
      findings.push({
        topic: 'fields',
        level: 'info',
        message: `Every expected field is present: ${fields.map((f) => f.name).join(', ')}.`,
        action: null,
      });
    }
    const total = this.total;
    return { findings, bbox: Number.isFinite(total[0]) ? total : null };
  }
}

/**
 * Runs every check on WGS84 features for a layer of `geometry` with `fields`; `area` is where the submitting
 * organisation's features may lie (Virginia when not given).
 */
export function checkFeatures(
  features: Feature[],
  geometry: LayerGeometry,
  fields: LayerField[],
  area: AreaSpec = VIRGINIA,
): CheckResult {
  const checks = new FeatureChecks(geometry, fields, area);
  for (const f of features) checks.add(f);
  return checks.finish();
}
