import { env } from '@/lib/server/env';
import {
  layerAnswer,
  layerMetadataOf,
  listLayerMetadata,
  type LayerAnswer,
} from '@/lib/server/services/layers';
import { HttpError } from '@/lib/shared/errors';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { OGC_BASE_PATH, OGC_MEDIA } from '@/lib/shared/schemas/ogc';

/**
 * What every OGC resource shares: the request and answer shapes, the answer cache (a layer's resources are kept
 * with the layer's answers), links, the published layers and the check for unknown query parameters.
 */

export interface OgcLink {
  href: string;
  rel: string;
  type: string;
  title?: string;
}

/** What a route is asked: the service's absolute base, the path parameters and the query string. */
export interface OgcRequest {
  base: string;
  path: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
}

/** One answer in both forms. */
export interface OgcDocument {
  json: unknown;
  /** Media type of the JSON form. */
  type: string;
  html: () => string;
}

/**
 * A resource drawn from one layer's data (items, one item): its answers are kept per normalised query and form
 * until the layer's data changes, so a page GDAL or QGIS asks for again is sent as it was made, not filtered
 * and serialised again.
 */
export interface OgcLayerResource {
  layerKey: string;
  /** Checks the request against the layer; gives the normalised query and how to build the answer. */
  prepare: (meta: LayerMetadata) => { key: unknown; type: string; build: () => Promise<OgcDocument> };
}

/** What the route sends: the body in the form asked for (gzipped when kept so), or 304. */
export interface OgcAnswer extends LayerAnswer {
  type: string;
}

const render = (doc: OgcDocument, form: 'json' | 'html') =>
  Buffer.from(form === 'html' ? doc.html() : JSON.stringify(doc.json));

/** The answer to a resource in one form; a layer's resources come from the layer's answer cache. */
export async function ogcAnswer(
  resource: OgcDocument | OgcLayerResource,
  form: 'json' | 'html',
  options: { ifNoneMatch?: string; acceptsGzip: boolean },
): Promise<OgcAnswer> {
  if (!('prepare' in resource)) {
    return { status: 200, etag: '', type: resource.type, body: render(resource, form), gzipped: false };
  }
  let type = '';
  let prepared = false;
  try {
    const answer = await layerAnswer(
      resource.layerKey,
      { ifNoneMatch: options.ifNoneMatch, gzip: options.acceptsGzip },
      (meta) => {
        prepared = true;
        if (!meta.downloadable) notFound(missingCollection(meta.key));
        const p = resource.prepare(meta);
        type = p.type;
        return {
          query: ['ogc', form, p.key],
          make: async () => ({ body: render(await p.build(), form), matched: 0 }),
        };
      },
    );
    return { ...answer, type };
  } catch (e) {
    // The layer itself is missing (not a feature of it): say so in the service's words.
    if (!prepared && e instanceof HttpError && e.status === 404)
      notFound(missingCollection(resource.layerKey));
    throw e;
  }
}

/**
 * The service's absolute base, from the configured site address: never the request's Host,
 * which a client chooses (a loopback Host with port 99999 made every link an invalid URL, a 500).
 */
export function ogcBase(): string {
  return `${new URL(env().SITE_URL).origin}${OGC_BASE_PATH}`;
}

export const link = (href: string, rel: string, type: string, title?: string): OgcLink => ({
  href,
  rel,
  type,
  ...(title ? { title } : {}),
});

/** `href` with `f` set: the JSON and HTML forms of one resource. */
const withF = (href: string, f: 'json' | 'html') => {
  const url = new URL(href);
  url.searchParams.set('f', f);
  return url.toString();
};

/** self (the form answered) and alternate (the other) links of a resource at `href`. */
export function selfLinks(href: string, type: string, title: string): OgcLink[] {
  return [
    link(withF(href, 'json'), 'self', type, `${title} (JSON)`),
    link(withF(href, 'html'), 'alternate', OGC_MEDIA.html, `${title} (HTML)`),
  ];
}

/** The published layers: the downloadable ones (the service lets a client copy a whole layer, as a download does). */
export async function publishedLayers(): Promise<LayerMetadata[]> {
  return (await listLayerMetadata()).filter((l) => l.downloadable);
}

export function notFound(message: string): never {
  throw new HttpError(404, message);
}

export const missingCollection = (collectionId: string) =>
  `There is no collection '${collectionId}'. The collections are listed at ${OGC_BASE_PATH}/collections.`;

export async function publishedLayer(collectionId: string): Promise<LayerMetadata> {
  try {
    const meta = await layerMetadataOf(collectionId);
    return meta.downloadable ? meta : notFound(missingCollection(collectionId));
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) notFound(missingCollection(collectionId));
    throw e;
  }
}

/** Refuses query parameters the resource does not define (OGC 17-069r4 /req/core/query-param-unknown). */
export function onlyParameters(query: OgcRequest['query'], allowed: readonly string[]) {
  for (const name of Object.keys(query)) {
    if (!allowed.includes(name)) {
      throw new HttpError(
        400,
        `Unknown parameter '${name}'. This resource takes: ${allowed.join(', ')}.`,
        name,
      );
    }
  }
}
