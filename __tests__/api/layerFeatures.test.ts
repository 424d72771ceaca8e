/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import type { FeatureCollection, LineString } from 'geojson';
import JSZip from 'jszip';
import shp from 'shpjs';
import * as featuresRoute from '@/pages/api/map-explorer/layers/[layerKey]/features';
import * as metadataRoute from '@/pages/api/map-explorer/get-layer-metadata';
import * as valuesRoute from '@/pages/api/map-explorer/layers/[layerKey]/values';
import { featuresPath } from '@/lib/shared/schemas/layers';
import type { LayerMetadata } from '@/lib/shared/schemas/interactvtrans';
import { callApi } from '../helpers/apiMock';
import { useTempDatabase } from '../helpers/tempDb';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ cleanup } = await useTempDatabase());
}, 120_000);
afterAll(() => cleanup());

const NEEDS = 'mid-term-needs-2023';
const features = (layerKey: string, query: Record<string, string | string[]> = {}, headers = {}) =>
  callApi(featuresRoute, { params: { layerKey }, query, headers });
const geojson = async (layerKey: string, query: Record<string, string | string[]> = {}) => {
  const res = await features(layerKey, query);
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as FeatureCollection & { numberMatched: number; generalised: boolean };
};
const errorOf = (res: { json: unknown }) =>
  (res.json as { error: { message: string; field?: string } }).error;

describe('layer metadata', () => {
  let layers: LayerMetadata[];
  beforeAll(async () => {
    layers = (await callApi(metadataRoute)).json as LayerMetadata[];
  });

  it('gives every layer its fields, feature count and extent, with at least 20,000 features in all', () => {
    for (const l of layers) {
      expect([l.key, l.featureCount > 0, l.fields.length > 0, l.extent?.length]).toEqual([
        l.key,
        true,
        true,
        4,
      ]);
      // Inside (or around) Virginia.
      expect(l.extent![0]).toBeGreaterThan(-91); // Tennessee reaches -90.3
      expect(l.extent![2]).toBeLessThan(-74);
    }
    expect(layers.reduce((s, l) => s + l.featureCount, 0)).toBeGreaterThanOrEqual(20_000);
    expect(Math.max(...layers.map((l) => l.featureCount))).toBeGreaterThanOrEqual(5_000);
  });

  it('has the real boundaries (133 localities, 9 districts) unflagged, and flags the drawn layers', () => {
    const byKey = Object.fromEntries(layers.map((l) => [l.key, l]));
    expect(byKey['virginia-localities']).toMatchObject({ featureCount: 133, illustrativeCount: 0 });
    expect(byKey['vdot-districts']).toMatchObject({ featureCount: 9, illustrativeCount: 0 });
    expect(byKey[NEEDS]!.illustrativeCount).toBe(byKey[NEEDS]!.featureCount);
    expect(byKey[NEEDS]!.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['need_category', 'district', 'travel_market']),
    );
  });
});

describe('GET /api/map-explorer/layers/{layerKey}/features', () => {
  it('answers GeoJSON with ids, names, attributes and the illustrative flag', async () => {
    const fc = await geojson('virginia-localities');
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features).toHaveLength(133);
    const fairfax = fc.features.find((f) => f.id === '51059')!;
    expect(fairfax.properties).toMatchObject({
      feature_id: '51059',
      name: 'Fairfax County',
      district: 'Northern Virginia',
      illustrative: false,
    });
    expect(fc.features.find((f) => f.id === '51600')!.properties!.name).toBe('Fairfax (city)');
  });

  it('narrows by bbox, by attribute filters (values OR, filters AND), ids and text', async () => {
    const bbox = [-77.6, 38.6, -77.0, 39.1];
    const inBox = await geojson(NEEDS, { bbox: bbox.join(',') });
    const all = await geojson(NEEDS);
    expect(inBox.features.length).toBeGreaterThan(0);
    expect(inBox.features.length).toBeLessThan(all.features.length);
    for (const f of inBox.features) {
      const xs = (f.geometry as LineString).coordinates.map((c) => c[0]!);
      const ys = (f.geometry as LineString).coordinates.map((c) => c[1]!);
      expect(Math.max(...xs) >= bbox[0]! && Math.min(...xs) <= bbox[2]!).toBe(true);
      expect(Math.max(...ys) >= bbox[1]! && Math.min(...ys) <= bbox[3]!).toBe(true);
    }

    const filtered = await geojson(NEEDS, {
      filter: ['district:Salem|Bristol', 'need_category:Safety Improvement'],
    });
    expect(filtered.features.length).toBeGreaterThan(0);
    for (const f of filtered.features) {
      expect(['Salem', 'Bristol']).toContain(f.properties!.district);
      expect(f.properties!.need_category).toBe('Safety Improvement');
    }

    const picked = await geojson(NEEDS, { ids: '2023-00001,2023-00002' });
    expect(picked.features.map((f) => f.id)).toEqual(['2023-00001', '2023-00002']);
    const found = await geojson('virginia-localities', { q: 'culpeper' });
    expect(found.features.map((f) => f.properties!.fips)).toEqual(['51047']);
  });

  it('keeps only the asked-for fields and pages with limit/offset, counting every match', async () => {
    const res = await features(NEEDS, { fields: 'district', limit: '10', offset: '20' });
    const fc = JSON.parse(res.text) as FeatureCollection & { numberMatched: number; numberReturned: number };
    expect(fc.features).toHaveLength(10);
    expect(fc.features[0]!.id).toBe('2023-00021');
    expect(Object.keys(fc.features[0]!.properties!).sort()).toEqual([
      'district',
      'feature_id',
      'illustrative',
      'name',
    ]);
    expect(fc.numberMatched).toBe(5200);
    expect(res.headers.get('x-total-count')).toBe('5200');
  });

  it('sorts by a field, numbers as numbers, either way', async () => {
    const up = await geojson(NEEDS, { sort: 'length_mi', limit: '50' });
    const lengths = up.features.map((f) => f.properties!.length_mi as number);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    const down = await geojson('virginia-localities', { sort: '-name', limit: '3' });
    expect(down.features.map((f) => f.properties!.name)).toEqual([
      'York County',
      'Wythe County',
      'Wise County',
    ]);
  });

  it('builds the same query string the API reads (links and the table use it)', () => {
    expect(
      featuresPath(NEEDS, {
        format: 'csv',
        filter: [
          { field: 'district', values: ['Salem', 'Bristol'] },
          { field: 'x', values: [] },
        ],
        ids: ['a', 'b'],
        sort: '-length_mi',
      }),
    ).toBe(
      `/api/map-explorer/layers/${NEEDS}/features?format=csv&filter=district%3ASalem%7CBristol&ids=a%2Cb&sort=-length_mi`,
    );
  });

  it('generalises geometry at statewide scales', async () => {
    const vertices = (fc: FeatureCollection) =>
      fc.features.reduce((n, f) => n + JSON.stringify(f.geometry).split('],[').length, 0);
    const detailed = await geojson(NEEDS, { scale: '24000' });
    const statewide = await geojson(NEEDS, { scale: '4000000' });
    expect([detailed.generalised, statewide.generalised]).toEqual([false, true]);
    expect(vertices(statewide)).toBeLessThan(vertices(detailed) * 0.8);
  });

  it('is gzipped when the client accepts it, and answers 304 to a matching If-None-Match', async () => {
    const zipped = await features(NEEDS, { scale: '4000000' }, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    const plain = await features(NEEDS, { scale: '4000000' }, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(zipped.text);
    const etag = zipped.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await features(NEEDS, { scale: '4000000' }, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const other = await features(
      NEEDS,
      { scale: '4000000', filter: 'district:Salem' },
      { 'if-none-match': etag },
    );
    expect(other.status).toBe(200);
  });

  it('names a GeoJSON download with its layer and extension, shown inline when opened', async () => {
    const res = await features(NEEDS, { format: 'geojson', limit: '1' });
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${NEEDS}.geojson"`);
  });

  it('downloads CSV with labelled columns and a WKT column, exactly what the filters select', async () => {
    const res = await features(NEEDS, { format: 'csv', filter: 'district:Staunton' });
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${NEEDS}.csv"`);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Feature ID,Name,Need ID,Need category,Travel market,Locality,VDOT district,Length (miles),Illustrative data,WKT',
    );
    expect(lines.length - 1).toBe(Number(res.headers.get('x-total-count')));
    expect(lines.slice(1).every((l) => l.includes(',Staunton,') && l.includes('LINESTRING ('))).toBe(true);
  });

  it('downloads KML that is valid XML with one Placemark per feature', async () => {
    const res = await features('gap-ta-studies', { format: 'kml' });
    const errors: string[] = [];
    const doc = new DOMParser({
      onError: (level, msg) => void (level !== 'warning' && errors.push(msg)),
    }).parseFromString(res.text, 'text/xml');
    expect(errors).toEqual([]);
    expect(doc.getElementsByTagName('Placemark').length).toBe(Number(res.headers.get('x-total-count')));
    expect(doc.getElementsByTagName('Point').length).toBeGreaterThan(0);
  });

  it('downloads a zipped shapefile with .prj and .cpg that shpjs reads back', async () => {
    const res = await features('vdot-districts', { format: 'shapefile' });
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.buffer);
    expect(Object.keys(zip.files).sort()).toEqual([
      'fields.csv',
      'vdot-districts.cpg',
      'vdot-districts.dbf',
      'vdot-districts.prj',
      'vdot-districts.shp',
      'vdot-districts.shx',
    ]);
    expect(await zip.file('vdot-districts.prj')!.async('string')).toContain('GCS_WGS_1984');
    const read = (await shp(res.buffer)) as FeatureCollection;
    expect(read.features).toHaveLength(9);
    expect(read.features.map((f) => f.properties!.district).sort()).toContain('Northern Virginia');
    expect(read.features.every((f) => /Polygon/.test(f.geometry.type))).toBe(true);

    const lines = (await shp(
      (await features(NEEDS, { format: 'shapefile', limit: '25' })).buffer,
    )) as FeatureCollection;
    expect(lines.features).toHaveLength(25);
    expect(lines.features[0]!.geometry.type).toBe('LineString');
    expect(lines.features[0]!.properties!.need_ctgry).toBeTruthy(); // dBASE names are 10 characters
  });

  it('downloads a GeoPackage (written in the worker pool) that GDAL reads: count, geometry, EPSG:4326, fields', async () => {
    const res = await features(NEEDS, { format: 'gpkg', filter: 'district:Richmond' });
    expect(res.headers.get('content-type')).toBe('application/geopackage+sqlite3');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${NEEDS}.gpkg"`);
    const expected = Number(res.headers.get('x-total-count'));
    expect(expected).toBeGreaterThan(100);
    const dir = mkdtempSync(path.join(tmpdir(), 'gpkg-download-'));
    try {
      const file = path.join(dir, `${NEEDS}.gpkg`);
      writeFileSync(file, res.buffer);
      const info = execFileSync('ogrinfo', ['-ro', '-so', '-al', file], { encoding: 'utf8' });
      expect(info).toMatch(/^Layer name: mid_term_needs_2023$/m);
      expect(info).toMatch(new RegExp(`^Feature Count: ${expected}$`, 'm'));
      expect(info).toMatch(/^Geometry: (Multi )?Line String$/m);
      expect(info).toMatch(/ID\["EPSG",4326\]/);
      expect(info).toMatch(/^district: String/m);
      expect(info).toMatch(/^length_mi: Real/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ bbox: '1,2,3' }, 'bbox'],
    [{ bbox: '-77,39,-78,38' }, 'bbox'],
    [{ filter: 'nonsense' }, 'filter'],
    [{ filter: 'colour:red' }, 'filter'],
    [{ fields: 'colour' }, 'fields'],
    [{ format: 'xlsx' }, 'format'],
    [{ limit: '10001' }, 'limit'],
    [{ scale: '-5' }, 'scale'],
    [{ sort: 'colour' }, 'sort'],
    [{ sort: 'drop table;' }, 'sort'],
  ])('answers 400 naming the parameter for %j', async (query, field) => {
    const res = await features(NEEDS, query);
    expect(res.status).toBe(400);
    expect(errorOf(res).field).toBe(field);
  });

  it('lists the filter choices of few-valued fields only', async () => {
    const res = await callApi(valuesRoute, { params: { layerKey: NEEDS } });
    const values = res.json as Record<string, string[]>;
    expect(values.district).toHaveLength(9);
    expect(values.travel_market).toEqual(['CoSS', 'Regional Network', 'Safety', 'UDA']);
    expect(values).not.toHaveProperty('need_id'); // thousands of values: not a choice list
    expect((await callApi(valuesRoute, { params: { layerKey: 'nope' } })).status).toBe(404);
  });

  it('answers 404 for an unknown layer, and 400 when a shapefile would be empty', async () => {
    const missing = await features('no-such-layer');
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toContain('/api/map-explorer/get-layer-metadata');
    // A key differing only in case is another key (SQL Server's collation would match it: the code checks).
    expect((await features(NEEDS.toUpperCase())).status).toBe(404);
    const empty = await features(NEEDS, { format: 'shapefile', filter: 'district:Atlantis' });
    expect(empty.status).toBe(400);
  });
});

/** What `ogrinfo -ro -al -so` (no open options) says of a download saved as `name`, and of each layer's fields. */
function ogrSummary(name: string, body: Buffer): { text: string; fields: Record<string, string> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'gis-download-'));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, body);
    const open = name.endsWith('.zip') ? `/vsizip/${file}` : file;
    const text = execFileSync('ogrinfo', ['-ro', '-al', '-so', open], { encoding: 'utf8' });
    const fields = Object.fromEntries([...text.matchAll(/^(\w+): (\w+) \(/gm)].map((m) => [m[1], m[2]]));
    return { text, fields };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('GIS downloads that GDAL (and so QGIS) opens without options', () => {
  const LRTP = 'lrtp-projects'; // its own 'name' field ('Project'), an integer horizon_year, a long field name

  it('a CSV: the geometry column is WKT, found without options', async () => {
    const res = await features(NEEDS, { format: 'csv', limit: '20' });
    const { text, fields } = ogrSummary(`${NEEDS}.csv`, res.buffer);
    expect(text).toMatch(/^Feature Count: 20$/m);
    expect(text).toMatch(/^Extent: \(-\d/m); // the geometry was read
    expect(Object.keys(fields)).toContain('WKT');
  });

  it('a zipped shapefile: one Name column, unique readable names, integers as integers, reals as reals', async () => {
    const res = await features(LRTP, { format: 'shapefile' });
    const { text, fields } = ogrSummary(`${LRTP}.zip`, res.buffer);
    expect(text).toMatch(/^Geometry: (Line String|Polygon|Point)/m);
    expect(text).toMatch(/GCS_WGS_1984|WGS 84/);
    expect(Object.keys(fields)).not.toContain('name1');
    expect(Object.keys(fields).filter((f) => /^name/i.test(f))).toEqual(['name']);
    expect(fields).toMatchObject({ horizon_yr: 'Integer', feature_id: 'String', name: 'String' });
    const zip = await JSZip.loadAsync(res.buffer);
    expect(await zip.file('fields.csv')!.async('string')).toContain('horizon_yr,horizon_year,Horizon year');

    const needs = ogrSummary(
      `${NEEDS}.zip`,
      (await features(NEEDS, { format: 'shapefile', limit: '50' })).buffer,
    );
    expect(needs.fields).toMatchObject({ need_ctgry: 'String', trvl_mrkt: 'String', length_mi: 'Real' });
    const localities = ogrSummary(
      'l.zip',
      (await features('vdot-districts', { format: 'shapefile' })).buffer,
    );
    expect(localities.fields).toMatchObject({ localities: 'Integer' });
  });

  it('GeoJSON and a GeoPackage: geometry, integers and reals as such, one name column', async () => {
    const gj = ogrSummary(`${LRTP}.geojson`, (await features(LRTP, { format: 'geojson' })).buffer);
    expect(gj.text).toMatch(/^Geometry: /m);
    expect(gj.fields.horizon_year).toMatch(/^Integer(64)?$/);
    const gpkg = ogrSummary(`${LRTP}.gpkg`, (await features(LRTP, { format: 'gpkg' })).buffer);
    expect(gpkg.text).toMatch(/^Geometry: /m);
    expect(gpkg.fields).toMatchObject({
      horizon_year: expect.stringMatching(/^Integer(64)?$/),
      name: 'String',
    });
    expect(Object.keys(gpkg.fields).filter((f) => /^name/i.test(f))).toEqual(['name']);
  });
});
