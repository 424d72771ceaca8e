/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as dataJson from '@/pages/api/data-json';
import * as features from '@/pages/api/map-explorer/layers/[layerKey]/features';
import * as csvTypes from '@/pages/api/map-explorer/layers/[layerKey]/features.csvt';
import * as csvPrj from '@/pages/api/map-explorer/layers/[layerKey]/features.prj';
import * as ogcCollection from '@/pages/api/ogc/collections/[collectionId]/index';
import { listLayerMetadata } from '@/lib/server/services/layers';
import { searchCatalog } from '@/lib/server/services/catalog';
import { DCAT_REQUIRED } from '@/lib/shared/dcat';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
});
afterAll(() => cleanup());

interface DcatDataset extends Record<string, unknown> {
  distribution: Array<Record<string, string>>;
}

describe('GET /api/data-json (served as /data.json)', () => {
  it('is a DCAT-US 1.1 catalog listing every layer and data table with the required fields', async () => {
    const res = await callApi(dataJson, {});
    expect(res.status).toBe(200);
    const body = res.json as { conformsTo: string; '@type': string; dataset: DcatDataset[] };
    expect(body.conformsTo).toBe('https://project-open-data.cio.gov/v1.1/schema');
    expect(body['@type']).toBe('dcat:Catalog');
    const layers = await listLayerMetadata();
    expect(body.dataset).toHaveLength(layers.length + 2);
    for (const d of body.dataset) {
      for (const field of DCAT_REQUIRED) expect(d[field]).toBeTruthy();
      expect(d.modified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.accessLevel).toBe('public');
      expect((d.contactPoint as { hasEmail: string }).hasEmail).toMatch(/^mailto:.+@.+/);
      expect((d.keyword as string[]).length).toBeGreaterThan(0);
      for (const x of d.distribution) expect(x.downloadURL ?? x.accessURL).toMatch(/^https?:\/\//);
    }
    expect(new Set(body.dataset.map((d) => d.identifier)).size).toBe(body.dataset.length);
  });

  it('lists each layer’s OGC API – Features collection as a distribution DCAT-US 1.1 accepts', async () => {
    const body = (await callApi(dataJson, {})).json as { dataset: DcatDataset[] };
    // DCAT-US 1.1 distribution.json: mediaType and describedByType are IANA media types without parameters.
    const MEDIA_TYPE = /^[-\w]+\/[-\w]+(\.[-\w]+)*([+][-\w]+)?$/;
    const layers = await listLayerMetadata();
    for (const l of layers.filter((x) => x.downloadable)) {
      const d = body.dataset.find((x) => String(x.identifier).endsWith(`#${l.key}`))!;
      const ogc = d.distribution.find((x) => x.format === 'OGC API - Features')!;
      expect(ogc).toMatchObject({
        '@type': 'dcat:Distribution',
        accessURL: `http://localhost:3000/api/ogc/collections/${l.key}`,
        describedBy: 'http://localhost:3000/api/ogc/api',
        conformsTo: 'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
      });
      expect(ogc.mediaType).toMatch(MEDIA_TYPE);
      expect(ogc.describedByType).toMatch(MEDIA_TYPE);
      expect(ogc.description).toMatch(/QGIS.*ArcGIS Pro/);
      expect(ogc.downloadURL).toBeUndefined(); // a service, not a file
      const gpkg = d.distribution.find((x) => x.format === 'GeoPackage')!;
      expect(gpkg.mediaType).toBe('application/geopackage+sqlite3');
      expect(gpkg.mediaType).toMatch(MEDIA_TYPE);
    }
    const tables = body.dataset.filter((d) => !d.distribution.some((x) => x.format === 'OGC API - Features'));
    expect(tables.map((d) => String(d.identifier).split('#')[1])).toEqual([
      'commodity-flows',
      'long-term-trends',
    ]);
  });

  it('says of each distribution the media type its address answers with', async () => {
    const body = (await callApi(dataJson, {})).json as { dataset: DcatDataset[] };
    const key = 'urban-development-areas';
    const d = body.dataset.find((x) => String(x.identifier).endsWith(`#${key}`))!;
    const answered = async (url: string) => {
      const u = new URL(url);
      const res = u.pathname.startsWith('/api/ogc/collections/')
        ? await callApi(ogcCollection, { params: { collectionId: key } })
        : await callApi(features, { params: { layerKey: key }, query: Object.fromEntries(u.searchParams) });
      expect(res.status).toBe(200);
      return res.headers.get('content-type')!.split(';')[0];
    };
    const typed = d.distribution.filter((x) => x.mediaType);
    expect(typed.map((x) => x.format)).toEqual(
      expect.arrayContaining(['GeoJSON', 'CSV', 'OGC API - Features']),
    );
    for (const x of typed)
      expect({ format: x.format, answers: await answered(x.downloadURL ?? x.accessURL!) }).toEqual({
        format: x.format,
        answers: x.mediaType,
      });
  });

  it('405 for POST', async () => {
    expect((await callApi(dataJson, { method: 'POST', body: {} })).status).toBe(405);
  });
});

describe('catalog search and facets', () => {
  it('counts each facet over the datasets the search and the other facets leave', async () => {
    const all = await searchCatalog({});
    expect(all.datasets).toHaveLength(all.total);
    const sum = all.facets.category.reduce((s, c) => s + c.count, 0);
    expect(sum).toBe(all.total);
    const needs = await searchCatalog({ q: 'needs' });
    expect(needs.datasets.length).toBeGreaterThan(0);
    expect(needs.datasets.length).toBeLessThan(all.total);
    const polygons = await searchCatalog({ geometry: 'polygon' });
    expect(polygons.datasets.every((d) => d.geometry === 'polygon')).toBe(true);
    expect(polygons.facets.geometry.find((g) => g.value === 'line')?.count).toBe(
      all.facets.geometry.find((g) => g.value === 'line')?.count,
    );
    const csvOnly = await searchCatalog({ format: 'CSV', category: 'Freight' });
    expect(csvOnly.datasets.map((d) => d.key)).toEqual(['commodity-flows']);
    expect((await searchCatalog({ q: 'zzzz-nothing' })).datasets).toEqual([]);
  });

  it('spatial layers offer CSV, GeoJSON, shapefile, KML and GeoPackage through the features API, and the OGC API', async () => {
    const { datasets } = await searchCatalog({ q: 'UDA' });
    const uda = datasets.find((d) => d.key === 'urban-development-areas')!;
    expect(uda.formats).toEqual(['CSV', 'GeoJSON', 'Shapefile', 'KML', 'GeoPackage']);
    expect(uda.ogc).toEqual({ service: '/api/ogc', collection: 'urban-development-areas' });
    expect(uda.downloads[2].href).toBe(
      '/api/map-explorer/layers/urban-development-areas/features?format=shapefile',
    );
    expect(uda.recordCount).toBeGreaterThan(0);
    expect(uda.extent).toHaveLength(4);
  });

  it('lists the fields the files hold: the 2023 needs layer’s CSV columns, each once', async () => {
    const { datasets } = await searchCatalog({ q: 'needs' });
    const needs = datasets.find((d) => d.key === 'mid-term-needs-2023')!;
    const csv = await callApi(features, { params: { layerKey: needs.key }, query: { format: 'csv' } });
    const header = csv.buffer
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]!
      .split(',');
    const columns = header.filter((c) => !['WKT', 'Longitude', 'Latitude'].includes(c));
    expect(needs.fields.map((f) => f.label)).toEqual(columns);
    expect(needs.fields).toHaveLength(9); // the catalog said "Fields (6)"
  });

  it('the bare CSV has companions (.csvt, .prj): saved beside it, GDAL reads each column typed and WGS 84', async () => {
    const { datasets } = await searchCatalog({ q: 'needs' });
    const needs = datasets.find((d) => d.key === 'mid-term-needs-2023')!;
    expect(needs.csvTypes).toBe('/api/map-explorer/layers/mid-term-needs-2023/features.csvt');
    const params = { layerKey: needs.key };
    const csv = await callApi(features, { params, query: { format: 'csv' } });
    expect(needs.csvPrj).toBe('/api/map-explorer/layers/mid-term-needs-2023/features.prj');
    const types = await callApi(csvTypes, { params });
    const prj = await callApi(csvPrj, { params });
    expect(prj.headers.get('content-disposition')).toBe('attachment; filename="mid-term-needs-2023.prj"');
    expect(types.status).toBe(200);
    expect(types.headers.get('content-disposition')).toBe('attachment; filename="mid-term-needs-2023.csvt"');
    const columns = csv.buffer.toString('utf8').split(/\r?\n/)[0]!.split(',');
    const typed = types.buffer.toString('utf8').trim().split(',');
    expect(typed).toHaveLength(columns.length);
    expect(typed.at(-1)).toBe('"WKT"');
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-csv-'));
    try {
      writeFileSync(path.join(dir, 'needs.csv'), csv.buffer);
      writeFileSync(path.join(dir, 'needs.csvt'), types.buffer);
      writeFileSync(path.join(dir, 'needs.prj'), prj.buffer);
      const info = execFileSync('ogrinfo', ['-ro', '-al', '-so', path.join(dir, 'needs.csv')], {
        encoding: 'utf8',
      });
      expect(info).toMatch(/WGS 84|WGS_1984/);
      expect(info).toMatch(/^Length \(miles\): Real/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Tables without geometry have no such companion.
    expect(datasets.every((d) => d.kind === 'Map layer' || (d.csvTypes === null && d.csvPrj === null))).toBe(
      true,
    );
  });
});

describe('the home page’s datasets figure', () => {
  it('is the number of datasets the catalog lists, not a published "50+"', async () => {
    const { listByTheNumbers } = await import('@/lib/server/services/highlights');
    const { listDatasets } = await import('@/lib/server/services/catalog');
    const figure = (await listByTheNumbers()).find((n) => n.label === 'Datasets');
    expect(figure?.value).toBe(String((await listDatasets()).length));
  });
});

describe('Open in Map Explorer', () => {
  it('opens the map with that layer on', async () => {
    const { listDatasets } = await import('@/lib/server/services/catalog');
    const gap = (await listDatasets()).find((d) => d.key === 'gap-ta-studies');
    expect(gap?.mapExplorer).toBe('/interactvtrans/map-explorer?layer=gap-ta-studies');
  });
});
