import type { Feature, Geometry, Position } from 'geojson';
import type { Knex } from 'knex';
import { fieldMapping } from '@/lib/server/geo/intake/checks';
import { layerQueries, toOwnedFeature, type OwnedFeatureRow } from '@/lib/server/repositories/layers';
import { organizationById } from '@/lib/shared/organizations';
import type { LayerField } from '@/lib/shared/schemas/layers';
import type { FeatureChange, SubmissionDiff } from '@/lib/shared/schemas/spatialData';
import { slugify } from '@/lib/shared/slug';

/** What a version would change on the Map Explorer: the features an organisation has there, and the diff. */

export interface Published {
  /** Row ids (to delete) and stored rows (to restore on roll-back). */
  rows: Array<{ id: number; row: OwnedFeatureRow }>;
  features: Feature[];
}

/** The features of a Map Explorer layer that belong to an organisation (published by it, or seeded in it). */
export async function publishedFor(k: Knex, layerKey: string, organizationId: string): Promise<Published> {
  const org = organizationById(organizationId);
  const owned = (await layerQueries.ownedFeatures(k, layerKey)).map(toOwnedFeature).filter((f) => {
    if (f.row.organization_id !== null) return f.row.organization_id === organizationId;
    return org !== undefined && f.properties.locality === org.name;
  });
  return {
    rows: owned.map(({ id, row }) => ({ id, row })),
    features: owned.map((f) => ({
      type: 'Feature',
      id: f.row.feature_id,
      geometry: f.geometry,
      properties: f.properties,
    })),
  };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A side of the comparison: its features and the file's own name for each field (case-insensitive). */
interface Side {
  features: Feature[];
  mapping: Map<string, string>;
  nameField: string | undefined;
}

const NAME_FIELD: LayerField[] = [{ name: 'name', type: 'string', label: 'Name' }];

function side(features: Feature[], fields: LayerField[]): Side {
  return {
    features,
    mapping: fieldMapping(features, fields),
    nameField: fieldMapping(features, NAME_FIELD).get('name'),
  };
}

const nameOf = (s: Side, f: Feature) => {
  const v = s.nameField ? f.properties?.[s.nameField] : undefined;
  return blank(v) ? '' : String(v).trim();
};
const keyOf = (s: Side, f: Feature, i: number) => nameOf(s, f).toLowerCase() || `#${i}`;

/** A value as the layer's field type reads it: a number for numeric fields, trimmed text, null when blank. */
export function typedValue(v: unknown, type: LayerField['type']): string | number | null {
  if (blank(v)) return null;
  if (type !== 'string') {
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    if (Number.isFinite(n)) return n;
  }
  return typeof v === 'object' ? JSON.stringify(v) : String(v).trim();
}

const sameValue = (a: string | number | null, b: string | number | null) =>
  typeof a === 'number' && typeof b === 'number'
    ? Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
    : a === b;

// ------------------------------------------------------------------------------------------ geometry

/**
 * Two geometries agree within `GEOMETRY_TOLERANCE` degrees (about 10 cm): the same feature exported as GeoJSON,
 * as a shapefile in WGS84 or in Virginia Lambert compares equal although the rings start at another vertex, run
 * the other way (shapefiles wind outer rings clockwise), repeat or drop the closing point, or a single polygon
 * arrives as a MultiPolygon of one.
 */
export const GEOMETRY_TOLERANCE = 1e-6;

/** A geometry as parts of rings or paths: polygons → rings; lines → one path each; points → one point each. */
function partsOf(g: Geometry | null): { kind: string; parts: Position[][][] } | null {
  if (!g || !('coordinates' in g)) return null;
  switch (g.type) {
    case 'Point':
      return { kind: 'point', parts: [[[g.coordinates]]] };
    case 'MultiPoint':
      return { kind: 'point', parts: g.coordinates.map((p) => [[p]]) };
    case 'LineString':
      return { kind: 'line', parts: [[g.coordinates]] };
    case 'MultiLineString':
      return { kind: 'line', parts: g.coordinates.map((l) => [l]) };
    case 'Polygon':
      return { kind: 'polygon', parts: [g.coordinates] };
    case 'MultiPolygon':
      return { kind: 'polygon', parts: g.coordinates };
    default:
      return null;
  }
}

const near = (a: Position, b: Position) =>
  Math.abs(a[0] - b[0]) <= GEOMETRY_TOLERANCE && Math.abs(a[1] - b[1]) <= GEOMETRY_TOLERANCE;

/** A ring without its closing point and without repeated vertices. */
function openRing(r: Position[]): Position[] {
  const out: Position[] = [];
  for (const p of r) if (out.length === 0 || !near(out[out.length - 1], p)) out.push(p);
  if (out.length > 1 && near(out[0], out[out.length - 1])) out.pop();
  return out;
}

/** Same ring from any starting vertex, either way round. */
function sameRing(a: Position[], b: Position[]): boolean {
  const [x, y] = [openRing(a), openRing(b)];
  if (x.length !== y.length) return false;
  const n = x.length;
  for (let j = 0; j < n; j++) {
    if (!near(x[0], y[j])) continue;
    let forward = true;
    let backward = true;
    for (let i = 1; i < n && (forward || backward); i++) {
      forward &&= near(x[i], y[(j + i) % n]);
      backward &&= near(x[i], y[(j - i + n) % n]);
    }
    if (forward || backward) return true;
  }
  return false;
}

/** Same path, either way along. */
function samePath(a: Position[], b: Position[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((p, i) => near(p, b[i])) || a.every((p, i) => near(p, b[b.length - 1 - i]));
}

function samePart(kind: string, a: Position[][], b: Position[][]): boolean {
  if (a.length !== b.length) return false;
  if (kind !== 'polygon') return samePath(a[0], b[0]);
  if (!sameRing(a[0], b[0])) return false;
  const holes = b.slice(1);
  return a.slice(1).every((h) => {
    const k = holes.findIndex((x) => sameRing(h, x));
    return k >= 0 && holes.splice(k, 1).length === 1;
  });
}

export function sameGeometry(a: Geometry | null, b: Geometry | null): boolean {
  const [x, y] = [partsOf(a), partsOf(b)];
  if (!x || !y) return x === y;
  if (x.kind !== y.kind || x.parts.length !== y.parts.length) return false;
  const rest = [...y.parts];
  return x.parts.every((p) => {
    const k = rest.findIndex((q) => samePart(x.kind, p, q));
    return k >= 0 && rest.splice(k, 1).length === 1;
  });
}

// ------------------------------------------------------------------------------------------ the diff

/**
 * Compares a version's features with earlier ones (what is published for the organisation, or another
 * version), matched by name: added, removed, changed (geometry beyond the tolerance, or an expected field's
 * value as its type reads it), unchanged. Changed and removed features are listed with their old and new values.
 */
export function diffFeatures(
  next: Feature[],
  previous: Feature[],
  fields: LayerField[],
  against: SubmissionDiff['against'] = { kind: 'published' },
): SubmissionDiff {
  const [now, before] = [side(next, fields), side(previous, fields)];
  const old = new Map(previous.map((f, i) => [keyOf(before, f, i), { f, i }]));
  const seen = new Set<string>();
  const changedKeys = new Set<string>();
  const changes: FeatureChange[] = [];
  const states = next.map((f, i): 'added' | 'changed' | 'unchanged' => {
    const key = keyOf(now, f, i);
    const match = old.get(key);
    if (!match || seen.has(key)) return 'added';
    seen.add(key);
    const geometry = !sameGeometry(match.f.geometry, f.geometry);
    const changed = fields.flatMap((field) => {
      const [mine, theirs] = [now.mapping.get(field.name), before.mapping.get(field.name)];
      if (mine === undefined) return [];
      const a = typedValue(theirs === undefined ? undefined : match.f.properties?.[theirs], field.type);
      const b = typedValue(f.properties?.[mine], field.type);
      return sameValue(a, b) ? [] : [{ field: field.name, label: field.label, before: a, after: b }];
    });
    if (!geometry && changed.length === 0) return 'unchanged';
    changedKeys.add(key);
    changes.push({
      state: 'changed',
      n: i + 1,
      id: featureId(match.f),
      name: nameOf(now, f),
      geometry,
      fields: changed,
    });
    return 'changed';
  });
  const removed = previous.filter((f, i) => !seen.has(keyOf(before, f, i)));
  for (const f of removed) {
    changes.push({
      state: 'removed',
      n: null,
      id: featureId(f),
      name: nameOf(before, f),
      geometry: false,
      fields: [],
    });
  }
  return {
    against,
    added: states.filter((s) => s === 'added').length,
    changed: states.filter((s) => s === 'changed').length,
    unchanged: states.filter((s) => s === 'unchanged').length,
    removed: removed.length,
    published: {
      type: 'FeatureCollection',
      features: previous.filter((f, i) => {
        const key = keyOf(before, f, i);
        return !seen.has(key) || changedKeys.has(key);
      }),
    },
    states,
    changes,
  };
}

const featureId = (f: Feature) => (f.id === undefined || f.id === null ? null : String(f.id));

/**
 * The id each feature of `next` keeps when it is published (deep links to a feature must survive a
 * new version): a feature that matches an earlier one by name keeps that one's id; a new one gets
 * `<organisation>-<name as a slug>` (numbered on when names repeat), or `fallback(i)` when it has no name.
 */
export function stableIds(
  next: Feature[],
  previous: Feature[],
  organizationId: string,
  fallback: (i: number) => string,
): string[] {
  const [now, before] = [side(next, []), side(previous, [])];
  const old = new Map<string, string>();
  previous.forEach((f, i) => {
    const id = featureId(f);
    if (id !== null && !old.has(keyOf(before, f, i))) old.set(keyOf(before, f, i), id);
  });
  const taken = new Set<string>();
  const kept = next.map((f, i) => {
    const id = old.get(keyOf(now, f, i));
    if (id === undefined || taken.has(id)) return null;
    taken.add(id);
    return id;
  });
  return kept.map((id, i) => {
    if (id !== null) return id;
    const slug = slugify(nameOf(now, next[i]));
    let candidate = slug ? `${organizationId}-${slug}` : fallback(i);
    for (let n = 2; taken.has(candidate); n++)
      candidate = `${slug ? `${organizationId}-${slug}` : fallback(i)}-${n}`;
    taken.add(candidate);
    return candidate;
  });
}
