import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { localCache } from '@/lib/server/changes';
import { forgetLayers, loadLayer, type CachedLayer } from './cache';

/** The answers made from a layer's data, kept per query and layer version, with their ETags. */

const gzip = promisify(gzipCallback);

/** A kept answer: its body (gzipped or not) and how many features its query selects in all. */
interface KeptAnswer {
  body: Buffer;
  gzipped: boolean;
  matched: number;
}

/**
 * Answers of recent queries, made once per query and layer version (the map asks the same thing again and
 * again; GDAL and QGIS page through the OGC API the same way). Emptied with the layers by invalidateLayerCache,
 * which a publish or rollback reaches on every instance (lib/server/changes.ts); the layer version in each key
 * also keeps an answer from outliving its data.
 */
const answers = new Map<string, KeptAnswer>();
/** Answers being made: concurrent first requests for one query wait for one making. */
const making = new Map<string, Promise<KeptAnswer>>();
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;

/** What an answer holds in memory: its body and its key (a key can be long: a filter, a bbox, the host). */
const sizeOf = (key: string, v: KeptAnswer) => v.body.length + key.length * 2;

function remember(key: string, value: KeptAnswer) {
  if (value.body.length > MAX_CACHED_BYTES / 8) return;
  const old = answers.get(key);
  if (old) {
    answers.delete(key);
    cachedBytes -= sizeOf(key, old);
  }
  answers.set(key, value);
  cachedBytes += sizeOf(key, value);
  for (const [k, v] of answers) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    answers.delete(k);
    cachedBytes -= sizeOf(k, v);
  }
}

/** One answer made from a layer's data: 304 when the client holds it (ETag), else the body. */
export interface LayerAnswer {
  status: 200 | 304;
  etag: string;
  body?: Buffer;
  gzipped?: boolean;
  matched?: number;
}

export async function answerOf(
  layer: CachedLayer,
  query: unknown,
  options: { ifNoneMatch?: string; gzip: boolean },
  make: () => Promise<{ body: Buffer; matched: number }>,
): Promise<LayerAnswer> {
  const key = JSON.stringify([layer.meta.key, layer.version, query]);
  const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
  if (
    options.ifNoneMatch &&
    options.ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
  ) {
    return { status: 304, etag };
  }
  const cacheKey = `${key}|${options.gzip}`;
  let kept = answers.get(cacheKey);
  if (!kept) {
    let pending = making.get(cacheKey);
    if (!pending) {
      pending = (async () => {
        const { body, matched } = await make();
        // gzip runs on libuv's threads, off the request thread.
        const value = { body: options.gzip ? await gzip(body) : body, gzipped: options.gzip, matched };
        remember(cacheKey, value);
        return value;
      })().finally(() => making.delete(cacheKey));
      making.set(cacheKey, pending);
    }
    kept = await pending;
  }
  return { status: 200, etag, ...kept };
}

/**
 * An answer made from one layer's data, kept with the features API's answers until the layer's data changes
 * (the OGC API's items and item use it). `prepare` checks the request against the layer's metadata and gives
 * the normalised query (two addresses that ask for the same thing share one answer; the caller puts its own
 * name and the answer's form in it) and how to make the body.
 */
export async function layerAnswer(
  layerKey: string,
  options: { ifNoneMatch?: string; gzip: boolean },
  prepare: (meta: LayerMetadata) => {
    query: unknown;
    make: () => Promise<{ body: Buffer; matched: number }>;
  },
): Promise<LayerAnswer> {
  const layer = await loadLayer(layerKey);
  const { query, make } = prepare(layer.meta);
  return answerOf(layer, query, options, make);
}

function forgetAnswers() {
  answers.clear();
  making.clear();
  cachedBytes = 0;
}
// Emptied when the layers change, here or on another instance (the table in lib/server/runtime/caches.ts).
localCache('layers', forgetAnswers);

/** Forgets cached layers and answers (after a layer's data is replaced). */
export function invalidateLayerCache() {
  forgetLayers();
  forgetAnswers();
}
