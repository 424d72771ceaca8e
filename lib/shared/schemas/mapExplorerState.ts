import { z } from 'zod';
import './zodConfig';
import { usDateToIso } from '../dates';
import { quoted } from '../queryParams';
import { queryText } from './common';

/** Version of the saved Map Explorer state; bump it and add a step in `migrateMapExplorerState` on change. */
export const MAP_EXPLORER_STATE_VERSION = 3;

export const MAP_BASEMAPS = ['light', 'dark', 'high-contrast'] as const;
export type MapBasemap = (typeof MAP_BASEMAPS)[number];

const Lon = z.number().min(-180).max(180);
const Lat = z.number().min(-90).max(90);

/** A WGS84 extent: west, south, east, north in degrees. */
export const MapExtent = z
  .object({ xmin: Lon, ymin: Lat, xmax: Lon, ymax: Lat })
  .strict()
  .refine((e) => e.xmin < e.xmax && e.ymin < e.ymax, { message: 'must have xmin < xmax and ymin < ymax' });
export type MapExtent = z.infer<typeof MapExtent>;

const LayerKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'must be a layer key' });

export const MapLayerState = z
  .object({
    key: LayerKey,
    visible: z.boolean(),
    opacity: z.number().min(0).max(1),
  })
  .strict();
export type MapLayerState = z.infer<typeof MapLayerState>;

/** Attribute filters of one layer: field name → accepted values (an empty list filters nothing). */
export const MapLayerFilters = z.record(z.string().max(64), z.array(z.string().max(200)).max(200));
export type MapLayerFilters = z.infer<typeof MapLayerFilters>;

export const MapSelection = z
  .object({ layerKey: LayerKey, ids: z.array(z.string().max(100)).max(1000) })
  .strict();
export type MapSelection = z.infer<typeof MapSelection>;

/** A sort of the attribute table: a column and its direction. */
export const MapTableSort = z.object({ field: z.string().min(1).max(64), desc: z.boolean() }).strict();
export type MapTableSort = z.infer<typeof MapTableSort>;

/** The attribute table as set up: the layer it lists, its sort and "Only features in the current view". */
export const MapTableState = z
  .object({ layerKey: LayerKey.nullable(), sort: MapTableSort.nullable(), inView: z.boolean() })
  .strict();
export type MapTableState = z.infer<typeof MapTableState>;

/**
 * The year comparison (since version 3): `from` left of the divide, `to` right of it, the divide
 * `position` percent of the map's width from its left edge.
 */
export const MapCompare = z
  .object({ from: LayerKey, to: LayerKey, position: z.number().min(0).max(100) })
  .strict();
export type MapCompare = z.infer<typeof MapCompare>;

/**
 * The whole Map Explorer view as saved by "Share this view" (POST /api/interactive-query).
 * `schemaVersion` and `dataVintage` are the two keys every explorer state carries, so old links keep
 * working after the state shape or the data changes.
 */
export const MapExplorerState = z
  .object({
    schemaVersion: z.literal(MAP_EXPLORER_STATE_VERSION),
    dataVintage: z.string().min(1).max(40),
    extent: MapExtent,
    basemap: z.enum(MAP_BASEMAPS),
    layers: z.array(MapLayerState).max(100),
    filters: z.record(LayerKey, MapLayerFilters),
    selection: MapSelection.nullable(),
    /** Since version 2: the table's layer, sort and view switch. */
    table: MapTableState,
    /** Since version 3: the two years compared, or null. */
    compare: MapCompare.nullable(),
  })
  .strict();
export type MapExplorerState = z.infer<typeof MapExplorerState>;

/** Virginia's extent (WGS84), the default view. */
export const VIRGINIA_EXTENT: MapExtent = { xmin: -83.7, ymin: 36.5, xmax: -75.2, ymax: 39.5 };

export type RestoredState =
  { ok: true; state: MapExplorerState; vintageChanged: boolean } | { ok: false; message: string };

/**
 * Reads a saved state of any known version, upgrading it to the current one.
 * `vintageChanged` tells the page to say the data has been updated since the link was made.
 */
export function migrateMapExplorerState(raw: unknown, currentVintage: string): RestoredState {
  const version =
    typeof raw === 'object' && raw !== null ? (raw as { schemaVersion?: unknown }).schemaVersion : undefined;
  if (typeof version !== 'number' || version > MAP_EXPLORER_STATE_VERSION || version < 1) {
    return {
      ok: false,
      message: 'This shared link was made by a version of the Map Explorer this site does not know.',
    };
  }
  // Version 1 had no table: the table lists the selection's layer (as it did), unsorted, not limited to the view.
  const v2 =
    version === 1
      ? {
          ...(raw as object),
          schemaVersion: 2,
          table: {
            layerKey: (raw as { selection?: { layerKey?: unknown } | null }).selection?.layerKey ?? null,
            sort: null,
            inView: false,
          },
        }
      : raw;
  // Versions 1 and 2 had no year comparison.
  const upgraded = version < 3 ? { ...(v2 as object), schemaVersion: 3, compare: null } : v2;
  const parsed = MapExplorerState.safeParse(upgraded);
  if (!parsed.success) {
    return { ok: false, message: 'This shared link holds a map view that could not be read.' };
  }
  return { ok: true, state: parsed.data, vintageChanged: parsed.data.dataVintage !== currentVintage };
}

/** Rounds an extent to 6 decimals (about 10 cm) so shared states are short and compare equal after a round trip. */
export function roundExtent(e: MapExtent): MapExtent {
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  return { xmin: r(e.xmin), ymin: r(e.ymin), xmax: r(e.xmax), ymax: r(e.ymax) };
}

/** The data vintage a state is saved against: the newest layer update date (MM/DD/YYYY) as YYYY-MM-DD. */
export function dataVintageOf(updatedOn: string[]): string {
  return updatedOn.map(usDateToIso).sort().at(-1) ?? 'none';
}

/**
 * A link that opens the Map Explorer on one layer (?layer=<key>: the catalog's "Open in Map Explorer") or on one of its features (?layer=<key>&feature=<id>; `id` null for the layer alone).
 */
export const MapFocus = z.object({ layerKey: LayerKey, id: z.string().min(1).max(100).nullable() });
export type MapFocus = z.infer<typeof MapFocus> & {
  /**
   * The area the feature stands for, when it has one the layer does not draw (a GAP-TA study awarded on the site
   * is a point on its layer, its study area a polygon): the map opens on it and outlines it with its name
   * (`label`, the study's title).
   */
  area?: { geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown }; label: string } | null;
};

const LAYER_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The Map Explorer page's address, read by parsePageQuery: ?query=<id> opens a shared view (the
 * browser loads it, and says so over the default view when nothing is saved under the id, as the Data
 * Explorer does); ?layer=<key> opens on one layer, with &feature=<id> on one feature; ?comment=<n> one published comment. A value
 * the page cannot use is a 400 saying what to change, never silently the default view.
 */
export const MapExplorerQuery = z
  .object({
    query: queryText(
      z.string().max(100, { error: 'A shared map link id is at most 100 characters. Copy the link again.' }),
    ),
    layer: queryText(
      z.string().refine((v) => v === '' || LAYER_KEY.test(v), {
        error: (iss) =>
          `${quoted(iss.input)} is not a map layer key (lowercase letters, digits and dashes). Open the layer from the Map Explorer's layer list.`,
      }),
    ),
    feature: queryText(
      z.string().max(100, { error: 'A feature id is at most 100 characters. Copy the link again.' }),
    ),
    comment: queryText(
      z.string().regex(/^(\d{1,9})?$/, {
        error: (iss) => `${quoted(iss.input)} is not a comment number. Copy the link from the email again.`,
      }),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.layer === '' && q.feature !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['layer'],
        message: 'A link to one feature needs both layer=<layer key> and feature=<feature id>.',
      });
  })
  .transform((q) => ({
    queryId: q.query || null,
    focus: q.layer ? { layerKey: q.layer, id: q.feature || null } : null,
  }));
