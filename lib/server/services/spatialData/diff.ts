import type { Feature } from 'geojson';
import type { Knex } from 'knex';
import { fieldMapping } from '@/lib/server/geo/intake/checks';
import { layerQueries, toOwnedFeature, type OwnedFeatureRow } from '@/lib/server/repositories/layers';
import { organizationById } from '@/lib/shared/organizations';
import type { LayerField } from '@/lib/shared/schemas/layers';
import type { SubmissionDiff } from '@/lib/shared/schemas/spatialData';

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

const keyOf = (f: Feature, nameField: string | undefined, i: number) => {
  const v = nameField ? f.properties?.[nameField] : undefined;
  return v === undefined || v === null || v === '' ? `#${i}` : String(v).trim().toLowerCase();
};

/** Compares features by name: added, removed, changed (geometry or any expected field differs), unchanged. */
export function diffFeatures(next: Feature[], published: Feature[], fields: LayerField[]): SubmissionDiff {
  const nextName = fieldMapping(next, [{ name: 'name', type: 'string', label: 'Name' }]).get('name');
  const mapping = fieldMapping(next, fields);
  const old = new Map(published.map((f, i) => [keyOf(f, 'name', i), f]));
  const seen = new Set<string>();
  const states = next.map((f, i): 'added' | 'changed' | 'unchanged' => {
    const key = keyOf(f, nextName, i);
    const before = old.get(key);
    if (!before) return 'added';
    seen.add(key);
    const sameGeometry = JSON.stringify(before.geometry) === JSON.stringify(f.geometry);
    const sameFields = fields.every((field) => {
      const own = mapping.get(field.name);
      return (
        own === undefined ||
        String(before.properties?.[field.name] ?? '') === String(f.properties?.[own] ?? '')
      );
    });
    return sameGeometry && sameFields ? 'unchanged' : 'changed';
  });
  const removedOrChanged = published.filter((f, i) => {
    const key = keyOf(f, 'name', i);
    return !seen.has(key) || states[next.findIndex((n, j) => keyOf(n, nextName, j) === key)] === 'changed';
  });
  return {
    added: states.filter((s) => s === 'added').length,
    changed: states.filter((s) => s === 'changed').length,
    unchanged: states.filter((s) => s === 'unchanged').length,
    removed: published.filter((f, i) => !seen.has(keyOf(f, 'name', i))).length,
    published: { type: 'FeatureCollection', features: removedOrChanged },
    states,
  };
}
