/** @jest-environment node */
import type { Feature } from 'geojson';
import { analyseUpload } from '@/lib/server/geo/intake';
import { ringSelfIntersects } from '@/lib/server/geo/intake/checks';
import { crsFromPrj } from '@/lib/server/geo/intake/crs';
import { encodingFromCpg, parseCsv } from '@/lib/server/geo/intake/formats';
import { unsafeEntryName } from '@/lib/server/geo/intake/zip';
import type { LayerField } from '@/lib/shared/schemas/layers';
import {
  LAMBERT_PRJ,
  bowtie,
  csv,
  dbfAsLatin1,
  geojson,
  kml,
  shapefileParts,
  shapefileZip,
  square,
  toLambert,
  udaFeatures,
  zipBomb,
  zipOf,
} from '../../../helpers/spatialFixtures';

const FIELDS: LayerField[] = [
  { name: 'name', type: 'string', label: 'UDA' },
  { name: 'acres', type: 'integer', label: 'Acres' },
];
const UDA = { geometry: 'polygon' as const, fields: FIELDS };
const opts = { maxFeatures: 1000 };

async function rejects(p: Promise<unknown>, status: number, text: RegExp, field = 'file') {
  await expect(p).rejects.toMatchObject({ status, field, message: expect.stringMatching(text) });
}

describe('pre-flight report', () => {
  it('reads a projected shapefile through its .prj and reports CRS, encoding, count and fields', async () => {
    const zip = await shapefileZip(udaFeatures(3), { prj: LAMBERT_PRJ, project: toLambert });
    const a = await analyseUpload(zip, 'uda.zip', UDA, opts);
    expect(a.format).toBe('shapefile');
    expect(a.crs.code).toBe('EPSG:3968');
    expect(a.blocking).toBe(false);
    const [x, y] = (a.features[0].geometry as { coordinates: number[][][] }).coordinates[0][0];
    expect(x).toBeCloseTo(-78.002, 5);
    expect(y).toBeCloseTo(38.468, 5);
    const topics = a.findings.map((f) => `${f.topic}:${f.level}`);
    expect(topics).toEqual(['crs:info', 'encoding:info', 'count:info', 'fields:info']);
    expect(a.findings[0].message).toMatch(/Virginia Lambert.*read from the \.prj/);
    expect(a.findings[2].message).toBe('3 features read.');
  });

  it('uses the coordinate system the submitter picks when there is no .prj', async () => {
    const zip = await shapefileZip(udaFeatures(2), { prj: null, project: toLambert });
    await rejects(
      analyseUpload(zip, 'uda.zip', UDA, opts),
      422,
      /no \.prj file and its coordinates are projected/,
      'crs',
    );
    const a = await analyseUpload(zip, 'uda.zip', UDA, { ...opts, crs: 'EPSG:3968' });
    expect(a.findings[0].message).toMatch(/you chose it/);
    expect(a.blocking).toBe(false);
  });

  it('warns when a shapefile without .prj looks like longitude/latitude', async () => {
    const a = await analyseUpload(await shapefileZip(udaFeatures(1), { prj: null }), 'uda.zip', UDA, opts);
    expect(a.findings[0]).toMatchObject({ topic: 'crs', level: 'warning' });
  });

  it('flags geometry of the wrong type for the layer', async () => {
    const points: Feature[] = [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-78, 38.5] },
        properties: { name: 'a', acres: 1 },
      },
    ];
    const a = await analyseUpload(geojson(points), 'p.geojson', UDA, opts);
    expect(a.blocking).toBe(true);
    expect(a.findings.find((f) => f.topic === 'geometry-type')).toMatchObject({
      message: 'This layer holds polygons, but the file has points.',
      action: expect.stringMatching(/^Export the polygons from your GIS software/),
    });
  });

  it('refuses a CSV for a layer that does not hold points at once, naming the formats that fit', async () => {
    const file = csv([{ name: 'Depot', lat: 38.47, lon: -78.0 }]);
    await rejects(
      analyseUpload(file, 'p.csv', UDA, opts),
      422,
      /^A CSV with latitude and longitude holds points, and this layer holds polygons\. Export the polygons .* as a zipped shapefile, GeoJSON, a GeoPackage or KML/,
    );
  });

  it('flags self-intersections, unclosed rings and empty geometry, naming the features', async () => {
    const fs = udaFeatures(4);
    fs[1].geometry = bowtie(-78, 38.5);
    fs[2].geometry = { type: 'Polygon', coordinates: [square(-78, 38.5).coordinates[0].slice(0, 4)] };
    fs[3].geometry = null as never;
    const a = await analyseUpload(geojson(fs), 'x.geojson', UDA, opts);
    const invalid = a.findings.filter((f) => f.topic === 'invalid-geometry');
    expect(invalid.map((f) => [f.features, f.message.slice(0, 60)])).toEqual([
      [[2], expect.stringMatching(/^Feature 2 crosses itself \(a self-intersection\)\.$/)],
      [[3], expect.stringMatching(/^Feature 3 has a polygon ring that does not close/)],
      [[4], expect.stringMatching(/^Feature 4 has no geometry/)],
    ]);
    expect(invalid.every((f) => f.action && f.level === 'error')).toBe(true);
  });

  it('flags features outside Virginia (error); one just over the generalised line is within the tolerance', async () => {
    const fs = udaFeatures(4);
    fs[1].geometry = square(-90, 30); // Mississippi
    fs[2].geometry = square(-77.45, 39.12, 0.002); // just into Maryland across the Potomac from Loudoun
    fs[3].geometry = square(-77.5, 38.35, 0.002); // Stafford County
    const a = await analyseUpload(geojson(fs), 'x.geojson', UDA, opts);
    const extent = a.findings.filter((f) => f.topic === 'extent');
    expect(extent.map((f) => [f.level, f.features, f.message.slice(0, 36)])).toEqual([
      ['error', [2], 'Feature 2 lies outside Virginia (mor'],
    ]);
    // Several: the verb agrees.
    const b = await analyseUpload(geojson([fs[1], { ...fs[1] }, fs[3]]), 'x.geojson', UDA, opts);
    expect(b.findings.find((f) => f.topic === 'extent')?.message).toMatch(
      /^Features 1, 2 lie outside Virginia/,
    );
  });

  it('flags missing fields and values of the wrong type', async () => {
    const fs = udaFeatures(2).map((f) => ({
      ...f,
      properties: { NAME: f.properties!.name, acres: 'about 40' },
    }));
    const a = await analyseUpload(
      geojson(fs),
      'x.geojson',
      { geometry: 'polygon', fields: [...FIELDS, { name: 'town', type: 'string', label: 'Town' }] },
      opts,
    );
    const fields = a.findings.filter((f) => f.topic === 'fields');
    expect(fields.map((f) => f.message)).toEqual([
      'The layer expects a field the file does not have: town (Town, text).',
      'The field acres should be a whole number, but features 1, 2 have other values.',
    ]);
  });

  it('reads KML, KMZ and CSV', async () => {
    const k = await analyseUpload(kml(udaFeatures(2)), 'u.kml', UDA, opts);
    expect([k.format, k.features.length, k.features[0].properties?.name, k.blocking]).toEqual([
      'kml',
      2,
      'Culpeper UDA 1',
      false,
    ]);
    const kmz = await analyseUpload(await zipOf({ 'doc.kml': kml(udaFeatures(1)) }), 'u.kmz', UDA, opts);
    expect(kmz.features).toHaveLength(1);
    const c = await analyseUpload(
      csv([{ name: 'Depot', lat: 38.47, lon: -78.0 }]),
      'p.csv',
      { geometry: 'point', fields: [] },
      opts,
    );
    expect(c.features[0].geometry).toEqual({ type: 'Point', coordinates: [-78, 38.47] });
  });

  it('reads a Windows-1252 .dbf when a .cpg names it', async () => {
    const fs = udaFeatures(1).map((f) => ({ ...f, properties: { ...f.properties, name: 'Café' } }));
    const parts = await shapefileParts(fs);
    const zip = await zipOf({
      'l.shp': parts.shp,
      'l.shx': parts.shx,
      'l.dbf': dbfAsLatin1(parts.dbf),
      'l.cpg': '1252',
    });
    const a = await analyseUpload(zip, 'l.zip', UDA, opts);
    expect(a.features[0].properties?.name).toBe('Café');
    expect(a.encoding).toBe('windows-1252');
  });

  it('names the encoding the .cpg says (ISO-8859-1), not the decoder it maps to', async () => {
    const fs = udaFeatures(1).map((f) => ({ ...f, properties: { ...f.properties, name: 'Café' } }));
    const parts = await shapefileParts(fs);
    const zip = await zipOf({
      'l.shp': parts.shp,
      'l.shx': parts.shx,
      'l.dbf': dbfAsLatin1(parts.dbf),
      'l.cpg': 'ISO-8859-1',
    });
    const a = await analyseUpload(zip, 'l.zip', UDA, opts);
    expect(a.features[0].properties?.name).toBe('Café');
    expect(a.encoding).toBe('iso-8859-1');
    expect(a.findings.find((f) => f.topic === 'encoding')?.message).toBe(
      'Text encoding: ISO-8859-1, from the .cpg file.',
    );
  });
});

describe('files refused with a clear 4xx', () => {
  it('a non-UTF-8 .dbf without .cpg', async () => {
    const fs = udaFeatures(1).map((f) => ({ ...f, properties: { ...f.properties, name: 'Café' } }));
    const parts = await shapefileParts(fs);
    const zip = await zipOf({ 'l.shp': parts.shp, 'l.shx': parts.shx, 'l.dbf': dbfAsLatin1(parts.dbf) });
    await rejects(analyseUpload(zip, 'l.zip', UDA, opts), 422, /not UTF-8 text and there is no \.cpg/);
  });
  it('zip entries with ../, absolute paths or symlinks', async () => {
    expect(['../x.shp', '/etc/x', 'C:\\x', 'a/../../b', 'ok/x.shp'].map(unsafeEntryName)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const parts = await shapefileParts(udaFeatures(1));
    await rejects(
      analyseUpload(await zipOf({ '../../evil.shp': parts.shp, 'l.dbf': parts.dbf }), 'l.zip', UDA, opts),
      422,
      /unsafe path/,
    );
    await rejects(
      analyseUpload(
        await zipOf({ 'l.shp': parts.shp, 'l.dbf': parts.dbf }, { symlink: 'l.prj' }),
        'l.zip',
        UDA,
        opts,
      ),
      422,
      /symbolic link/,
    );
  });
  it('a zip bomb', async () => {
    await rejects(analyseUpload(await zipBomb(), 'l.zip', UDA, opts), 422, /zip bomb/);
  });
  it('a file that is not what its name says', async () => {
    await rejects(
      analyseUpload(Buffer.from('{"type":"FeatureCollection","features":[]}'), 'l.zip', UDA, opts),
      422,
      /holds JSON text, not what a \.zip/,
    );
    await rejects(
      analyseUpload(Buffer.from('%PDF-1.7 binary\0\0'), 'l.geojson', UDA, opts),
      422,
      /binary data/,
    );
    await rejects(analyseUpload(Buffer.from('x'), 'l.exe', UDA, opts), 415, /not accepted/);
  });
  it('mixed geometry types, zero features and too many features', async () => {
    const mixed: Feature[] = [
      ...udaFeatures(1),
      { type: 'Feature', geometry: { type: 'Point', coordinates: [-78, 38.5] }, properties: {} },
    ];
    await rejects(
      analyseUpload(geojson(mixed), 'm.geojson', UDA, opts),
      422,
      /mixes polygon, point geometries/,
    );
    await rejects(analyseUpload(geojson([]), 'e.geojson', UDA, opts), 422, /no features/);
    await rejects(
      analyseUpload(geojson(udaFeatures(5)), 'm.geojson', UDA, { maxFeatures: 4 }),
      422,
      /has 5 features; at most 4/,
    );
  });
  it('deeply nested GeoJSON and KML with external entities', async () => {
    const deep = `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"a":${'['.repeat(50)}${']'.repeat(50)}}}]}`;
    await rejects(analyseUpload(Buffer.from(deep), 'd.geojson', UDA, opts), 422, /nests \d+ levels deep/);
    const xxe = kml(
      udaFeatures(1),
      '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    );
    await rejects(analyseUpload(xxe, 'x.kml', UDA, opts), 422, /declares a document type or entities/);
  });
});

describe('helpers', () => {
  it('recognises .prj text and .cpg code pages', () => {
    expect(crsFromPrj(LAMBERT_PRJ)?.code).toBe('EPSG:3968');
    expect(crsFromPrj('PROJCS["NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet",GEOGCS["x"]]')?.code).toBe(
      'EPSG:2283',
    );
    expect(crsFromPrj('garbage')).toBeNull();
    expect(['UTF-8', '1252', 'ANSI 1252', 'nonsense'].map(encodingFromCpg)).toEqual([
      'utf-8',
      'windows-1252',
      'windows-1252',
      null,
    ]);
  });
  it('finds self-intersections but not in a plain square', () => {
    expect(ringSelfIntersects(bowtie(0, 0).coordinates[0])).toBe(true);
    expect(ringSelfIntersects(square(0, 0).coordinates[0])).toBe(false);
  });
  it('parses quoted CSV', () => {
    expect(parseCsv('a,b\r\n"x, ""y""",2\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', '2'],
    ]);
  });
});
