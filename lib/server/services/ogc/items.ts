import type { Feature } from 'geojson';
import { layerFeatureById, layerFeaturePage } from '@/lib/server/services/layers';
import { Cql2Error, parseCql2Text } from '@/lib/shared/cql2';
import { HttpError } from '@/lib/shared/errors';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import type { AttributeFilter } from '@/lib/shared/schemas/layers';
import {
  OGC_ITEMS_PARAMETERS,
  OGC_MEDIA,
  OgcFormatQuery,
  OgcItemsQuery,
  type DatetimeInterval,
} from '@/lib/shared/schemas/ogc';
import { temporalOf } from './collections';
import * as html from './html';
import {
  link,
  notFound,
  onlyParameters,
  selfLinks,
  type OgcDocument,
  type OgcLayerResource,
  type OgcLink,
  type OgcRequest,
} from './resource';

/** The features of a collection: a page of items (filters, paging links) and one item. */

// --------------------------------------------------------------------------------------------------- items

/** A filter keeping the features whose year (their field's, or the layer's vintage) meets the interval. */
function inInterval(meta: LayerMetadata, interval: DatetimeInterval) {
  const t = temporalOf(meta);
  const meets = (year: number) =>
    (interval.start === null || Date.UTC(year + 1, 0, 1) - 1 >= interval.start) &&
    (interval.end === null || Date.UTC(year, 0, 1) <= interval.end);
  return (p: Record<string, unknown>) => {
    const y = t.field ? Number(p[t.field]) : t.year;
    return y !== null && Number.isInteger(y) && meets(y);
  };
}

/** An items page's address: the normalised query with `offset` (and `f`) set. */
function pageHref(
  base: string,
  layerKey: string,
  query: URLSearchParams,
  offset: number,
  f?: 'json' | 'html',
) {
  const url = new URL(`${base}/collections/${encodeURIComponent(layerKey)}/items`);
  url.search = query.toString();
  if (offset > 0) url.searchParams.set('offset', String(offset));
  if (f) url.searchParams.set('f', f);
  return url.toString();
}

/**
 * The normalised query of an items page, without `offset`: every parameter once, in one order, with `limit`
 * as cut and `bbox` as numbers. Addresses that ask for the same page share its kept answer, and its links
 * are built from this, so they are the same whichever address asked first.
 */
function normalisedItemsQuery(
  q: OgcItemsQuery,
  raw: OgcRequest['query'],
  filter: AttributeFilter[],
): URLSearchParams {
  const last = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);
  const out = new URLSearchParams();
  if (q.f) out.set('f', q.f);
  out.set('limit', String(q.limit));
  if (q.bbox) out.set('bbox', q.bbox.join(','));
  const datetime = last(raw.datetime);
  if (datetime !== undefined) out.set('datetime', datetime);
  if (q.filter) out.set('filter', q.filter);
  if (q['filter-lang']) out.set('filter-lang', q['filter-lang']);
  if (q['filter-crs']) out.set('filter-crs', q['filter-crs']);
  for (const f of filter) out.set(f.field, f.values[0]!);
  return out;
}

export interface OgcItems {
  type: 'FeatureCollection';
  features: Feature[];
  numberMatched: number;
  numberReturned: number;
  timeStamp: string;
  links: OgcLink[];
}

/**
 * GET {base}/collections/{collectionId}/items: `bbox`, `datetime`, `limit` (default and most OGC_MAX_LIMIT, 1,000),
 * `offset` (the `next` links carry it), a CQL2 text `filter` and a property filter per field
 * (`?district=Richmond`). Each page is kept per normalised query and form (ogcAnswer).
 */
export function items(r: OgcRequest): OgcLayerResource {
  return {
    layerKey: r.path.collectionId!,
    prepare: (meta) => {
      const fields = meta.fields.map((f) => f.name);
      onlyParameters(r.query, [...OGC_ITEMS_PARAMETERS, ...fields]);
      const q = OgcItemsQuery.parse(r.query);
      const filter: AttributeFilter[] = [];
      for (const name of fields) {
        const v = r.query[name];
        if (v === undefined) continue;
        if (Array.isArray(v)) throw new HttpError(400, `Give '${name}' once.`, name);
        filter.push({ field: name, values: [v] });
      }
      const keep: Array<(p: Record<string, unknown>) => boolean> = [];
      if (q.datetime) keep.push(inInterval(meta, q.datetime));
      if (q.filter) {
        try {
          keep.push(parseCql2Text(q.filter, fields));
        } catch (e) {
          if (e instanceof Cql2Error) throw new HttpError(400, `Invalid 'filter': ${e.message}`, 'filter');
          throw e;
        }
      }
      const query = normalisedItemsQuery(q, r.query, filter);
      const href = (offset: number, f?: 'json' | 'html') => pageHref(r.base, meta.key, query, offset, f);
      const build = async (): Promise<OgcDocument> => {
        const page = await layerFeaturePage(
          { layerKey: meta.key, format: 'geojson', filter, bbox: q.bbox, offset: q.offset, limit: q.limit },
          keep.length ? (p) => keep.every((k) => k(p)) : undefined,
        );
        const links = [
          link(href(q.offset, 'json'), 'self', OGC_MEDIA.geojson, 'This page (GeoJSON)'),
          link(href(q.offset, 'html'), 'alternate', OGC_MEDIA.html, 'This page (HTML)'),
          link(
            `${r.base}/collections/${encodeURIComponent(meta.key)}`,
            'collection',
            OGC_MEDIA.json,
            meta.name,
          ),
        ];
        if (q.offset + page.features.length < page.matched) {
          links.push(link(href(q.offset + q.limit), 'next', OGC_MEDIA.geojson, 'Next page'));
        }
        if (q.offset > 0) {
          links.push(link(href(Math.max(0, q.offset - q.limit)), 'prev', OGC_MEDIA.geojson, 'Previous page'));
        }
        const doc: OgcItems = {
          type: 'FeatureCollection',
          features: page.features,
          numberMatched: page.matched,
          numberReturned: page.features.length,
          timeStamp: new Date().toISOString(),
          links,
        };
        return {
          json: doc,
          type: OGC_MEDIA.geojson,
          html: () => html.itemsPage(doc, meta, { offset: q.offset, limit: q.limit, base: r.base }),
        };
      };
      return { key: [r.base, query.toString(), q.offset], type: OGC_MEDIA.geojson, build };
    },
  };
}

/** GET {base}/collections/{collectionId}/items/{featureId}. */
export function item(r: OgcRequest): OgcLayerResource {
  return {
    layerKey: r.path.collectionId!,
    prepare: (meta) => {
      onlyParameters(r.query, ['f']);
      OgcFormatQuery.parse(r.query);
      const build = async (): Promise<OgcDocument> => {
        const { feature } = await layerFeatureById(meta.key, r.path.featureId!);
        if (!feature) notFound(`The collection '${meta.key}' has no feature '${r.path.featureId}'.`);
        const href = `${r.base}/collections/${encodeURIComponent(meta.key)}/items/${encodeURIComponent(r.path.featureId!)}`;
        const doc = {
          ...feature,
          links: [
            ...selfLinks(href, OGC_MEDIA.geojson, 'This feature'),
            link(
              `${r.base}/collections/${encodeURIComponent(meta.key)}`,
              'collection',
              OGC_MEDIA.json,
              meta.name,
            ),
          ],
        };
        return { json: doc, type: OGC_MEDIA.geojson, html: () => html.itemPage(doc, meta, r.base) };
      };
      return { key: [r.base, 'item', r.path.featureId], type: OGC_MEDIA.geojson, build };
    },
  };
}
