/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { Feature, FeatureCollection } from 'geojson';
import * as landingRoute from '@/pages/api/ogc';
import * as apiRoute from '@/pages/api/ogc/api';
import * as conformanceRoute from '@/pages/api/ogc/conformance';
import * as collectionsRoute from '@/pages/api/ogc/collections';
import * as collectionRoute from '@/pages/api/ogc/collections/[collectionId]';
import * as itemsRoute from '@/pages/api/ogc/collections/[collectionId]/items';
import * as itemRoute from '@/pages/api/ogc/collections/[collectionId]/items/[featureId]';
import * as queryablesRoute from '@/pages/api/ogc/collections/[collectionId]/queryables';
import * as metadataRoute from '@/pages/api/map-explorer/get-layer-metadata';
import * as featuresRoute from '@/pages/api/map-explorer/layers/[layerKey]/features';
import { announceChange } from '@/lib/server/changes';
import { db } from '@/lib/server/db/knex';
import { insertFeatureRows, toFeatureRow } from '@/lib/server/repositories/layers';
import { negotiate } from '@/lib/server/services/ogc';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { callApi, type RouteModule } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 120_000);
afterAll(() => cleanup());

const HOST = 'localhost:3000';
const BASE = `http://${HOST}/api/ogc`;
const NEEDS = 'mid-term-needs-2023';
type Link = { href: string; rel: string; type: string };
type Items = FeatureCollection & { numberMatched: number; numberReturned: number; links: Link[] };

const call = (
  mod: RouteModule,
  opts: {
    params?: Record<string, string>;
    query?: Record<string, string | string[]>;
    accept?: string;
    headers?: Record<string, string>;
  } = {},
) =>
  callApi(mod, {
    params: opts.params,
    query: opts.query,
    headers: { host: HOST, ...(opts.accept ? { accept: opts.accept } : {}), ...opts.headers },
  });
const items = (collectionId: string, query: Record<string, string | string[]> = {}) =>
  call(itemsRoute, { params: { collectionId }, query });
const itemsJson = async (collectionId: string, query: Record<string, string | string[]> = {}) => {
  const res = await items(collectionId, query);
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as Items;
};
/** Every feature a query selects, following the next links as a client does (a page holds at most 1,000). */
const allItems = async (collectionId: string, query: Record<string, string> = {}) => {
  let page = await itemsJson(collectionId, { ...query, limit: '1000' });
  const features = [...page.features];
  for (let next = linkOf(page.links, 'next'); next; next = linkOf(page.links, 'next')) {
    page = await itemsJson(collectionId, queryOf(next.href));
    features.push(...page.features);
  }
  return { numberMatched: page.numberMatched, features };
};
const linkOf = (links: Link[], rel: string, type?: string) =>
  links.find((l) => l.rel === rel && (!type || l.type === type));
/** The query string of a link, for following it through the route. */
const queryOf = (href: string) => {
  const out: Record<string, string> = {};
  new URL(href).searchParams.forEach((v, k) => (out[k] = v));
  return out;
};
const expectOgcError = (
  res: { status: number; json: unknown; headers: Headers },
  status: number,
  code: string,
) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.json).toEqual({ code, description: expect.any(String) });
};

let layers: LayerMetadata[];
beforeAll(async () => {
  layers = (await callApi(metadataRoute)).json as LayerMetadata[];
});

describe('landing page, conformance and API definition', () => {
  it('links the API definition, conformance and collections with their media types', async () => {
    const res = await call(landingRoute);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage/);
    expect(res.headers.get('vary')).toBe('Accept');
    const links = (res.json as { links: Link[] }).links;
    expect(linkOf(links, 'service-desc')).toEqual(
      expect.objectContaining({ href: `${BASE}/api`, type: 'application/vnd.oai.openapi+json;version=3.0' }),
    );
    expect(linkOf(links, 'conformance')!.href).toBe(`${BASE}/conformance`);
    expect(linkOf(links, 'data')!.href).toBe(`${BASE}/collections`);
    expect(linkOf(links, 'self')!.href).toBe(`${BASE}?f=json`);
    expect(linkOf(links, 'alternate', 'text/html')!.href).toBe(`${BASE}?f=html`);
  });

  it('lists only the conformance classes it implements', async () => {
    const res = await call(conformanceRoute);
    expect((res.json as { conformsTo: string[] }).conformsTo.sort()).toEqual(
      [
        ...['core', 'geojson', 'html', 'oas30'].map(
          (c) => `http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/${c}`,
        ),
        ...['queryables', 'queryables-query-parameters', 'filter', 'features-filter'].map(
          (c) => `http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/${c}`,
        ),
        ...['cql2-text', 'basic-cql2'].map((c) => `http://www.opengis.net/spec/cql2/1.0/conf/${c}`),
      ].sort(),
    );
  });

  it('serves an OpenAPI 3.0 document with each collection’s items and its property filters', async () => {
    const res = await call(apiRoute);
    expect(res.headers.get('content-type')).toBe('application/vnd.oai.openapi+json;version=3.0');
    const doc = JSON.parse(res.text) as {
      openapi: string;
      servers: Array<{ url: string }>;
      paths: Record<string, { get: { parameters: Array<{ name?: string; $ref?: string }> } }>;
    };
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(doc.servers[0]!.url).toBe(BASE);
    const params = doc.paths[`/collections/${NEEDS}/items`]!.get.parameters;
    expect(params.map((p) => p.name ?? p.$ref)).toEqual(
      expect.arrayContaining(['district', 'need_category', '#/components/parameters/bbox']),
    );
    for (const l of layers) expect(doc.paths[`/collections/${l.key}/items/{featureId}`]).toBeDefined();
  });

  it('negotiates by f first, then by Accept with q-values; nothing servable is 406 in the error form', async () => {
    expect((await call(landingRoute, { accept: 'text/html' })).headers.get('content-type')).toMatch(
      /^text\/html/,
    );
    const forced = await call(landingRoute, { accept: 'text/html', query: { f: 'json' } });
    expect(forced.headers.get('content-type')).toMatch(/^application\/json/);
    expect(forced.headers.get('vary')).toBeNull();
    expect(negotiate('text/html;q=0.5, application/json')).toBe('json');
    expect(negotiate('application/geo+json, text/html;q=0.9')).toBe('json');
    expect(negotiate('text/html,application/xhtml+xml,*/*;q=0.8')).toBe('html');
    expect(negotiate(undefined)).toBe('json');
    expectOgcError(await call(landingRoute, { accept: 'application/xml' }), 406, 'NotAcceptable');
    expectOgcError(await call(landingRoute, { query: { f: 'xml' } }), 400, 'InvalidParameterValue');
    expectOgcError(await call(conformanceRoute, { query: { foo: '1' } }), 400, 'InvalidParameterValue');
  });
});

describe('collections', () => {
  it('has one collection per published layer with its CRS84 extent, years and item links', async () => {
    const res = await call(collectionsRoute);
    const doc = res.json as {
      collections: Array<{
        id: string;
        featureCount: number;
        crs: string[];
        extent: { spatial: { bbox: number[][]; crs: string }; temporal?: { interval: string[][] } };
        links: Link[];
      }>;
    };
    expect(doc.collections.map((c) => c.id).sort()).toEqual(
      layers
        .filter((l) => l.downloadable)
        .map((l) => l.key)
        .sort(),
    );
    for (const c of doc.collections) {
      const meta = layers.find((l) => l.key === c.id)!;
      expect(c.featureCount).toBe(meta.featureCount);
      expect(c.extent.spatial).toEqual({
        bbox: [meta.extent],
        crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
      });
      expect(c.crs).toEqual(['http://www.opengis.net/def/crs/OGC/1.3/CRS84']);
      expect(linkOf(c.links, 'items', 'application/geo+json')!.href).toBe(
        `${BASE}/collections/${c.id}/items`,
      );
    }
    const needs = doc.collections.find((c) => c.id === NEEDS)!;
    expect(needs.extent.temporal!.interval).toEqual([['2023-01-01T00:00:00Z', '2023-12-31T23:59:59Z']]);
    // A layer with a year per feature: its interval spans its features' years.
    const gapTa = doc.collections.find((c) => c.id === 'gap-ta-studies')!;
    const [start, end] = gapTa.extent.temporal!.interval[0]!;
    expect(Number(end!.slice(0, 4))).toBeGreaterThan(Number(start!.slice(0, 4)));
  });

  it('describes one collection, and answers an unknown one 404 in the error form', async () => {
    const res = await call(collectionRoute, { params: { collectionId: NEEDS } });
    expect((res.json as { id: string; title: string }).id).toBe(NEEDS);
    expectOgcError(
      await call(collectionRoute, { params: { collectionId: 'no-such-layer' } }),
      404,
      'NotFound',
    );
    expectOgcError(await items('no-such-layer'), 404, 'NotFound');
  });
});

describe('items', () => {
  it('gives every collection one geometry type, so GDAL and QGIS read each with its type, never "Unknown"', async () => {
    // The localities mix Polygon (130) and MultiPolygon (3): GDAL read the collection as "Unknown (any)".
    const { collections } = JSON.parse((await call(collectionsRoute)).text) as {
      collections: Array<{ id: string }>;
    };
    for (const { id } of collections) {
      const types = new Set((await allItems(id)).features.map((f) => f.geometry?.type));
      expect({ id, types: [...types] }).toEqual({ id, types: [expect.any(String)] });
    }
    const localities = await allItems('virginia-localities');
    expect(localities.features[0]!.geometry!.type).toBe('MultiPolygon');
    const one = localities.features[0]!;
    const item = JSON.parse(
      (await call(itemRoute, { params: { collectionId: 'virginia-localities', featureId: String(one.id) } }))
        .text,
    ) as Feature;
    expect(item.geometry).toEqual(one.geometry);
  });

  it('pages with limit (default 1,000, so a client reads a layer in few requests) and next links to the last feature, counts equal to the layer', async () => {
    const meta = layers.find((l) => l.key === NEEDS)!;
    expect(meta.featureCount).toBeGreaterThan(1000);
    const first = await itemsJson(NEEDS);
    expect(first.features).toHaveLength(1000);
    expect(queryOf(linkOf(first.links, 'next')!.href)).toMatchObject({ limit: '1000', offset: '1000' });
    expect(first.numberMatched).toBe(meta.featureCount);
    const res = await items(NEEDS, { limit: '700' });
    expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    let page = JSON.parse(res.text) as Items;
    const ids = new Set<string | number>();
    let pages = 0;
    for (;;) {
      pages++;
      page.features.forEach((f) => ids.add(f.id!));
      const next = linkOf(page.links, 'next');
      if (!next) break;
      expect(next.type).toBe('application/geo+json');
      page = await itemsJson(NEEDS, queryOf(next.href));
      expect(linkOf(page.links, 'prev')).toBeDefined();
    }
    expect([pages, ids.size]).toEqual([Math.ceil(meta.featureCount / 700), meta.featureCount]);
  });

  it('cuts a limit above 1,000 to 1,000 (the next link pages on by 1,000), and refuses limit 0 and text', async () => {
    const big = await itemsJson(NEEDS, { limit: '50000' });
    expect(big.numberMatched).toBeGreaterThan(1000);
    expect(big.numberReturned).toBe(1000);
    expect(queryOf(linkOf(big.links, 'next')!.href)).toMatchObject({ limit: '1000', offset: '1000' });
    expectOgcError(await items(NEEDS, { limit: '0' }), 400, 'InvalidParameterValue');
    expectOgcError(await items(NEEDS, { limit: 'ten' }), 400, 'InvalidParameterValue');
    expectOgcError(await items(NEEDS, { offset: '-1' }), 400, 'InvalidParameterValue');
  });

  it('selects by bbox exactly as the features API does, in longitude/latitude', async () => {
    const bbox = '-77.6,38.6,-77.0,39.1';
    const ogc = await allItems(NEEDS, { bbox });
    const api = JSON.parse(
      (await callApi(featuresRoute, { params: { layerKey: NEEDS }, query: { bbox } })).text,
    ) as FeatureCollection;
    expect(ogc.numberMatched).toBe(api.features.length);
    expect(ogc.numberMatched).toBeGreaterThan(0);
    expect(ogc.features.map((f) => f.id)).toEqual(api.features.map((f) => f.id));
    const [x, y] = (ogc.features[0]!.geometry as { coordinates: number[][] }).coordinates[0]!;
    expect([x! < -70, y! > 30]).toEqual([true, true]); // longitude first
    for (const bad of ['1,2,3', '-77,39,-78,38', 'a,b,c,d', '-200,0,0,1']) {
      expectOgcError(await items(NEEDS, { bbox: bad }), 400, 'InvalidParameterValue');
    }
  });

  it('filters by a property given as its own parameter, and refuses unknown parameters', async () => {
    const all = await allItems(NEEDS);
    const richmond = all.features.filter((f) => f.properties!.district === 'Richmond').length;
    expect(richmond).toBeGreaterThan(0);
    const only = await allItems(NEEDS, { district: 'Richmond' });
    expect(only.numberMatched).toBe(richmond);
    expect(only.features.every((f: Feature) => f.properties!.district === 'Richmond')).toBe(true);
    // The next link keeps the filter.
    const small = await itemsJson(NEEDS, { district: 'Richmond', limit: '5' });
    expect(queryOf(linkOf(small.links, 'next')!.href)).toEqual({
      district: 'Richmond',
      limit: '5',
      offset: '5',
    });
    const unknown = await items(NEEDS, { colour: 'red' });
    expectOgcError(unknown, 400, 'InvalidParameterValue');
    expect((unknown.json as { description: string }).description).toMatch(/colour/);
  });

  it('filters by datetime: the layer’s vintage year, or each feature’s year field', async () => {
    const meta = layers.find((l) => l.key === NEEDS)!;
    expect((await itemsJson(NEEDS, { datetime: '2023-06-01' })).numberMatched).toBe(meta.featureCount);
    expect((await itemsJson(NEEDS, { datetime: '2023-06-01T12:00:00Z' })).numberMatched).toBe(
      meta.featureCount,
    );
    expect((await itemsJson(NEEDS, { datetime: '../2022-12-31' })).numberMatched).toBe(0);
    expect((await itemsJson(NEEDS, { datetime: '2023-01-01/..' })).numberMatched).toBe(meta.featureCount);
    const all = await itemsJson('gap-ta-studies', { limit: '1000' });
    const years = all.features.map((f) => Number(f.properties!.fiscal_year));
    const y = years[0]!;
    const inYear = await itemsJson('gap-ta-studies', { datetime: `${y}-01-01/${y}-12-31`, limit: '1000' });
    expect(inYear.numberMatched).toBe(years.filter((x) => x === y).length);
    expect(inYear.numberMatched).toBeLessThan(all.numberMatched);
    for (const bad of ['yesterday', '2023-13-01', '2024-01-01/2023-01-01', '../..']) {
      expectOgcError(await items(NEEDS, { datetime: bad }), 400, 'InvalidParameterValue');
    }
  });

  it('filters with Basic CQL2 text: comparisons, AND/OR/NOT, parentheses, IS NULL', async () => {
    const all = (await allItems(NEEDS)).features.map((f) => f.properties!);
    const count = (keep: (p: Record<string, unknown>) => boolean) => all.filter(keep).length;
    const cases: Array<[string, (p: Record<string, unknown>) => boolean]> = [
      ["district = 'Richmond'", (p) => p.district === 'Richmond'],
      [
        "district <> 'Richmond' AND length_mi > 2",
        // A comparison with a missing value is false (as in SQL): no district is not '<> Richmond'.
        (p) => p.district != null && p.district !== 'Richmond' && Number(p.length_mi) > 2,
      ],
      [
        "(district = 'Salem' OR district = 'Bristol') AND NOT travel_market = 'Safety'",
        (p) => (p.district === 'Salem' || p.district === 'Bristol') && p.travel_market !== 'Safety',
      ],
      ['length_mi <= 0.5', (p) => Number(p.length_mi) <= 0.5],
      ['district IS NULL', (p) => p.district === null || p.district === undefined],
      ['district IS NOT NULL', (p) => p.district !== null && p.district !== undefined],
    ];
    for (const [filter, keep] of cases) {
      const res = await itemsJson(NEEDS, { filter, 'filter-lang': 'cql2-text', limit: '1' });
      expect([filter, res.numberMatched]).toEqual([filter, count(keep)]);
    }
    expect(count(cases[1]![1])).toBeGreaterThan(0);
    // Combined with bbox and a property parameter, and carried by the next link.
    const page = await itemsJson(NEEDS, { filter: 'length_mi > 1', district: 'Richmond', limit: '3' });
    expect(page.numberMatched).toBe(count((p) => p.district === 'Richmond' && Number(p.length_mi) > 1));
    expect(queryOf(linkOf(page.links, 'next')!.href).filter).toBe('length_mi > 1');
    for (const [bad, text] of [
      ["colour = 'red'", /no property 'colour'/],
      ["district = 'Richmond", /not closed/],
      ['district =', /Expected a value/],
      ["district = 'a' AND", /property name/],
      ["(district = 'a'", /Expected '\)'/],
      ["district ~ 'a'", /Unexpected '~'/],
    ] as const) {
      const res = await items(NEEDS, { filter: bad });
      expectOgcError(res, 400, 'InvalidParameterValue');
      expect((res.json as { description: string }).description).toMatch(text);
    }
    expectOgcError(
      await items(NEEDS, { filter: "district = 'a'", 'filter-lang': 'cql2-json' }),
      400,
      'InvalidParameterValue',
    );
    expectOgcError(
      await items(NEEDS, { filter: "district = 'a'", 'filter-crs': 'EPSG:3857' }),
      400,
      'InvalidParameterValue',
    );
  });

  it('describes each collection’s queryables as JSON Schema, linked from the collection', async () => {
    const res = await call(queryablesRoute, { params: { collectionId: NEEDS } });
    expect(res.headers.get('content-type')).toBe('application/schema+json; charset=utf-8');
    const doc = JSON.parse(res.text) as { $id: string; properties: Record<string, { type: string }> };
    expect(doc.$id).toBe(`${BASE}/collections/${NEEDS}/queryables`);
    expect(doc.properties.district).toEqual({ title: 'VDOT district', type: 'string' });
    expect(doc.properties.length_mi!.type).toBe('number');
    const collection = (await call(collectionRoute, { params: { collectionId: NEEDS } })).json as {
      links: Link[];
    };
    expect(linkOf(collection.links, 'http://www.opengis.net/def/rel/ogc/1.0/queryables')!.href).toBe(doc.$id);
    expectOgcError(await call(queryablesRoute, { params: { collectionId: 'nope' } }), 404, 'NotFound');
  });

  it('answers one feature by id, with links, and an unknown id 404', async () => {
    const [f] = (await itemsJson('virginia-localities', { limit: '1' })).features;
    const res = await call(itemRoute, {
      params: { collectionId: 'virginia-localities', featureId: String(f!.id) },
    });
    expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    const doc = JSON.parse(res.text) as Feature & { links: Link[] };
    expect(doc).toMatchObject({ type: 'Feature', id: f!.id, properties: f!.properties });
    expect(linkOf(doc.links, 'collection')!.href).toBe(`${BASE}/collections/virginia-localities`);
    expectOgcError(
      await call(itemRoute, { params: { collectionId: 'virginia-localities', featureId: 'nope' } }),
      404,
      'NotFound',
    );
  });

  it('answers HTML pages with a language, a title, one h1 and tables with header cells', async () => {
    const pages = [
      await call(landingRoute, { query: { f: 'html' } }),
      await call(collectionsRoute, { query: { f: 'html' } }),
      await call(collectionRoute, { params: { collectionId: NEEDS }, query: { f: 'html' } }),
      await items(NEEDS, { f: 'html', district: 'Richmond', limit: '10' }),
      await call(apiRoute, { query: { f: 'html' } }),
      await call(queryablesRoute, { params: { collectionId: NEEDS }, query: { f: 'html' } }),
    ];
    for (const p of pages) {
      expect(p.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // No script; the one stylesheet is allowed by its hash, and nothing else.
      const style = /<style>([\s\S]*?)<\/style>/.exec(p.text)![1]!;
      const hash = createHash('sha256').update(style).digest('base64');
      expect(p.headers.get('content-security-policy')).toBe(
        `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      );
      expect(p.text).not.toMatch(/<script/);
      // Every table scrolls in its own focusable region, named by its caption.
      expect(p.text.match(/<table>/g)?.length ?? 0).toBe(
        p.text.match(/<div class="scroll" role="region" tabindex="0" aria-labelledby="table-\d+"><table>/g)
          ?.length ?? 0,
      );
      expect(p.text).toMatch(/<html lang="en">/);
      expect(p.text.match(/<h1>/g)).toHaveLength(1);
      expect(p.text).toMatch(/<title>[^<]+<\/title>/);
    }
    expect(pages[3]!.text).toMatch(/<caption id="table-1">[^<]*features 1 to 10/);
    expect(pages[3]!.text).toContain('f=html&amp;limit=10&amp;district=Richmond&amp;offset=10');
  });
});

describe('kept answers', () => {
  const itemsPage = (query: Record<string, string>, headers?: Record<string, string>) =>
    call(itemsRoute, { params: { collectionId: NEEDS }, query, headers });

  it('makes a page once per normalised query and form, and answers If-None-Match with 304', async () => {
    const first = await itemsPage({ district: 'Richmond', limit: '5', offset: '5', f: 'json' });
    // The same query in another order (and limit repeated: the last counts) is the same kept answer.
    const again = await itemsPage({
      offset: '5',
      f: 'json',
      limit: ['3', '5'] as never,
      district: 'Richmond',
    });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text); // timeStamp included: not made again
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.get('etag')).toBe(etag);
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const html = await itemsPage({ district: 'Richmond', limit: '5', offset: '5', f: 'html' });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('etag')).not.toBe(etag);
    const other = await itemsPage({ district: 'Richmond', limit: '5', offset: '10', f: 'json' });
    expect(other.headers.get('etag')).not.toBe(etag);
    const notModified = await itemsPage(
      { district: 'Richmond', limit: '5', offset: '5', f: 'json' },
      { 'if-none-match': etag },
    );
    expect([notModified.status, notModified.text]).toEqual([304, '']);
    // Negotiated by Accept: the forms are kept apart.
    const byAccept = await itemsPage(
      { district: 'Richmond', limit: '5', offset: '5' },
      { accept: 'text/html' },
    );
    expect(byAccept.headers.get('content-type')).toMatch(/^text\/html/);
    expect(byAccept.headers.get('vary')).toBe('Accept, Accept-Encoding');
  });

  it('answers from the new data as soon as a layer changes (the version is in the key)', async () => {
    const before = await itemsJson(NEEDS, { limit: '1' });
    const k = await db();
    await insertFeatureRows(k, [
      toFeatureRow(NEEDS, {
        id: 'test-kept-answer',
        name: 'Added by the test',
        geometry: { type: 'Point', coordinates: [-77.4, 37.5] },
        properties: { district: 'Richmond' },
        illustrative: true,
      }),
    ]);
    try {
      const after = await itemsJson(NEEDS, { limit: '1' });
      expect(after.numberMatched).toBe(before.numberMatched + 1);
      const one = await call(itemRoute, { params: { collectionId: NEEDS, featureId: 'test-kept-answer' } });
      expect(one.status).toBe(200);
    } finally {
      await k('layer_features').where({ layer_key: NEEDS, feature_id: 'test-kept-answer' }).delete();
    }
    // A publish or rollback announces the change, which empties the kept answers at once as well.
    await announceChange('layers');
    expect((await itemsJson(NEEDS, { limit: '1' })).numberMatched).toBe(before.numberMatched);
  });
});

describe('hostile input', () => {
  it('answers deeply nested CQL2 with a 400 in the standard’s error form, not a stack overflow', async () => {
    // As the request: thousands of '(' within the filter's 4,000-character limit.
    const deep = `${'('.repeat(3975)}district = 'Richmond'`;
    const res = await items(NEEDS, { filter: deep });
    expectOgcError(res, 400, 'InvalidParameterValue');
    expect(JSON.parse(res.text).description).toMatch(/nests parentheses or NOT more than 32 deep/);
    const nots = await items(NEEDS, { filter: `${'NOT '.repeat(990)}district = 'Richmond'` });
    expectOgcError(nots, 400, 'InvalidParameterValue');
    // A filter within the limit still works.
    const ok = await items(NEEDS, { filter: `${'('.repeat(10)}district = 'Richmond'${')'.repeat(10)}` });
    expect(ok.status).toBe(200);
  });

  it('builds its links from SITE_URL, so a crafted Host neither breaks nor steers them', async () => {
    for (const route of [landingRoute, collectionsRoute, conformanceRoute]) {
      const res = await call(route, { headers: { host: '127.0.0.1:99999' } });
      expect(res.status).toBe(200);
      const links = (JSON.parse(res.text) as { links?: Link[] }).links ?? [];
      for (const l of links) expect(l.href.startsWith(BASE)).toBe(true);
    }
    const evil = await call(landingRoute, { headers: { host: 'evil.example' } });
    expect(evil.text).not.toMatch(/evil\.example/);
  });
});
