/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Feature, Geometry } from 'geojson';
import { parseDbf, parseShp } from 'shpjs';
import { analyseUpload, analyseUploadTo } from '@/lib/server/geo/intake';
import { near, nearExactly } from '@/lib/server/geo/intake/area';
import { ByteReader, chunksOf } from '@/lib/server/geo/intake/bytes';
import { checkFeatures } from '@/lib/server/geo/intake/checks';
import { FeatureCollectionWriter } from '@/lib/server/geo/intake/output';
import { DbfReader, ShpReader } from '@/lib/server/geo/intake/shapefile';
import { openZip } from '@/lib/server/geo/intake/zip';
import type { LayerField } from '@/lib/shared/schemas/layers';
import { dbfAsUtf8, shapefileParts, udaFeatures, WGS84_PRJ, zipOf } from '../../../helpers/spatialFixtures';

/**
 * The intake reads uploads as streams: these tests break if a record split across chunks is
 * misread, if the readers stop matching what shpjs gave, if a cut file is taken, or if features stop being
 * handed on while the file is still being read.
 */
const FIELDS: LayerField[] = [
  { name: 'name', type: 'string', label: 'UDA' },
  { name: 'acres', type: 'integer', label: 'Acres' },
];
const UDA = { geometry: 'polygon' as const, fields: FIELDS };
const opts = { maxFeatures: 100_000 };
const DAMAGED = /could not be read: its \.shp or \.dbf is damaged/;

async function rejects(p: Promise<unknown>, text: RegExp) {
  await expect(p).rejects.toMatchObject({ status: 422, message: expect.stringMatching(text) });
}

async function readAll<T>(next: () => Promise<T | undefined>): Promise<T[]> {
  const out: T[] = [];
  for (let x = await next(); x !== undefined; x = await next()) out.push(x);
  return out;
}

const shapes = (shp: Buffer, size: number) => {
  const r = new ShpReader(new ByteReader(chunksOf(shp, size)));
  return readAll(() => r.next());
};
const rows = (dbf: Buffer, size: number, encoding = 'utf-8') => {
  const r = new DbfReader(new ByteReader(chunksOf(dbf, size)), encoding, false);
  return readAll(() => r.next());
};

/** A shapefile GDAL writes from GeoJSON: the parts by extension. */
function gdalShapefile(features: Feature[], args: string[] = []): Record<string, Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vtrans-stream-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.geojson'), JSON.stringify({ type: 'FeatureCollection', features }));
    execFileSync(
      'ogr2ogr',
      ['-f', 'ESRI Shapefile', path.join(dir, 'layer.shp'), path.join(dir, 'in.geojson'), ...args],
      {
        stdio: 'ignore',
      },
    );
    return Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((f) => f.startsWith('layer.'))
        .map((f) => [f.slice(6), fs.readFileSync(path.join(dir, f))]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const sq = (x: number, y: number, r: number) => [
  [x - r, y - r],
  [x - r, y + r],
  [x + r, y + r],
  [x + r, y - r],
  [x - r, y - r],
];

/** Polygons with holes, multipolygons, null shapes, and text, numbers, dates and booleans (blanks too). */
function mixedPolygons(n: number): Feature[] {
  return Array.from({ length: n }, (_, i) => {
    const [x, y] = [-79 + (i % 30) * 0.05, 37 + Math.floor(i / 30) * 0.05];
    const geometry: Geometry | null =
      i % 5 === 0
        ? {
            type: 'MultiPolygon',
            coordinates: [[sq(x, y, 0.01), sq(x, y, 0.004).reverse()], [sq(x + 0.03, y, 0.005)]],
          }
        : i % 5 === 1
          ? { type: 'Polygon', coordinates: [sq(x, y, 0.01), sq(x, y, 0.003).reverse()] }
          : i % 5 === 2
            ? null
            : { type: 'Polygon', coordinates: [sq(x, y, 0.002)] };
    return {
      type: 'Feature',
      geometry: geometry as Geometry,
      properties: {
        name: i % 7 ? `Zoné ${i}` : null,
        acres: i % 4 ? i : null,
        ratio: i / 7,
        when: i % 3 ? `2024-03-${String(1 + (i % 28)).padStart(2, '0')}` : null,
        ok: i % 2 === 0,
      },
    };
  });
}

describe('ByteReader', () => {
  it('gives the same bytes whatever the chunks, across their boundaries', async () => {
    const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
    for (const size of [1, 3, 64, 999, 5000]) {
      const r = new ByteReader(chunksOf(data, size));
      const parts: Buffer[] = [];
      for (const n of [5, 1, 100, 37, 0, 300]) parts.push(Buffer.from(await r.read(n)));
      const seen: number[] = [];
      expect(await r.skip(100, (c) => seen.push(...c))).toBe(100);
      parts.push(Buffer.from(seen));
      parts.push(Buffer.from(await r.read(10_000)));
      expect(Buffer.concat(parts)).toEqual(data);
      expect(r.position).toBe(1000);
      expect((await r.read(4)).length).toBe(0);
    }
  });
});

describe('the streaming .shp and .dbf readers', () => {
  it('read exactly what shpjs read, whatever the chunk size (records split across chunks)', async () => {
    const parts = gdalShapefile(mixedPolygons(120), ['-lco', 'ENCODING=UTF-8']);
    const expectedShapes = parseShp(parts.shp);
    const expectedRows = parseDbf(parts.dbf, 'utf-8');
    expect(expectedShapes.filter((g) => g?.type === 'MultiPolygon')).toHaveLength(24);
    expect(expectedRows[1]).toMatchObject({ name: 'Zoné 1', acres: 1 });
    for (const size of [1, 7, 100, 64 * 1024]) {
      expect(await shapes(parts.shp, size)).toEqual(expectedShapes);
      expect(await rows(parts.dbf, size)).toEqual(expectedRows);
    }
  });

  it('reads Z and M shapes as their plain forms, and lines and multipoints, as shpjs did', async () => {
    const lines: Feature[] = Array.from({ length: 30 }, (_, i) => ({
      type: 'Feature',
      geometry:
        i % 3 === 0
          ? {
              type: 'MultiLineString',
              coordinates: [
                [
                  [-78, 38],
                  [-78.01, 38.02 + i * 1e-4],
                ],
                [
                  [-77.5, 37.5],
                  [-77.6, 37.6],
                ],
              ],
            }
          : {
              type: 'LineString',
              coordinates: [
                [-78 + i * 0.001, 38],
                [-78.2, 38.3, 5],
              ],
            },
      properties: { name: `L${i}` },
    }));
    const points: Feature[] = Array.from({ length: 30 }, (_, i) => ({
      type: 'Feature',
      geometry: {
        type: 'MultiPoint',
        coordinates: [
          [-78 + i * 0.001, 38],
          [-78.1, 38.1],
        ],
      },
      properties: { name: `P${i}` },
    }));
    for (const [features, args] of [
      [lines, ['-dim', 'XYZ']],
      [lines, ['-lco', 'SHPT=ARCM']],
      [points, []],
      [mixedPolygons(40), ['-dim', 'XYZ']],
    ] as Array<[Feature[], string[]]>) {
      const parts = gdalShapefile(features, args);
      const plain = (g: Geometry | null): unknown =>
        g &&
        JSON.parse(
          JSON.stringify(g, (k, v) => (Array.isArray(v) && typeof v[0] === 'number' ? v.slice(0, 2) : v)),
        );
      expect((await shapes(parts.shp, 13)).map(plain)).toEqual(parseShp(parts.shp).map(plain));
    }
  });

  it('decodes a .dbf in the code page its .cpg names, and UTF-8 split across chunks', async () => {
    // shp-write writes 'é' as one byte (Windows-1252); dbfAsUtf8 makes it UTF-8's two.
    const parts = await shapefileParts(
      udaFeatures(3).map((f) => ({ ...f, properties: { ...f.properties, name: 'Café' } })),
    );
    for (const size of [1, 2, 5]) {
      expect((await rows(parts.dbf, size, 'windows-1252')).map((r) => r.name)).toEqual(Array(3).fill('Café'));
      expect((await rows(dbfAsUtf8(parts.dbf), size)).map((r) => r.name)).toEqual(Array(3).fill('Café'));
    }
    const zip = await zipOf({
      'l.shp': parts.shp,
      'l.dbf': parts.dbf,
      'l.cpg': 'ANSI 1252',
      'l.prj': WGS84_PRJ,
    });
    const a = await analyseUpload(zip, 'l.zip', UDA, opts);
    expect(a.features.map((f) => f.properties?.name)).toEqual(Array(3).fill('Café'));
    expect(a.encoding).toBe('windows-1252');
  });
});

describe('uploads read as streams', () => {
  /** 2,000 polygons: a .shp of ~270 KB, so records straddle the inflater's 64 KB chunks. */
  let parts: { shp: Buffer; shx: Buffer; dbf: Buffer };
  beforeAll(async () => {
    parts = await shapefileParts(udaFeatures(2000));
  });

  it('gives the features shpjs read, deflated or stored, with records across the inflater’s chunks', async () => {
    const expected = parseShp(parts.shp).map((g) => ({
      ...g,
      coordinates: (g as { coordinates: number[][][] }).coordinates.map((r) =>
        r.map((p) => p.map((x) => Math.round(x * 1e7) / 1e7)),
      ),
    }));
    for (const compression of ['DEFLATE', 'STORE'] as const) {
      const zip = await zipOf(
        { 'l.shp': parts.shp, 'l.dbf': parts.dbf, 'l.prj': WGS84_PRJ },
        { compression },
      );
      const a = await analyseUpload(zip, 'l.zip', UDA, opts);
      expect(a.features).toHaveLength(2000);
      expect(a.features.map((f) => f.geometry)).toEqual(expected);
      expect(a.features[1999].properties).toMatchObject({ name: 'Culpeper UDA 2000', acres: 2099 });
    }
  });

  it('hands features on while the file is still being read (the damage at its end is found after)', async () => {
    const cut = parts.shp.subarray(0, parts.shp.length - 50);
    const zip = await zipOf({ 'l.shp': cut, 'l.dbf': parts.dbf, 'l.prj': WGS84_PRJ });
    const seen: Feature[] = [];
    await rejects(
      analyseUploadTo(zip, 'l.zip', UDA, opts, (f) => seen.push(f)),
      DAMAGED,
    );
    // A reader that parsed the whole file first would have refused it before handing on any feature.
    expect(seen).toHaveLength(1999);
  });

  it('refuses a .shp or .dbf cut short anywhere with the same clear sentence', async () => {
    for (const at of [60, 100 + 8 + 40, 64 * 1024 + 3, parts.shp.length - 1]) {
      const zip = await zipOf({ 'l.shp': parts.shp.subarray(0, at), 'l.dbf': parts.dbf, 'l.prj': WGS84_PRJ });
      await rejects(analyseUpload(zip, `cut${at}.zip`, UDA, opts), DAMAGED);
    }
    for (const at of [20, 200, parts.dbf.length - 30]) {
      const zip = await zipOf({ 'l.shp': parts.shp, 'l.dbf': parts.dbf.subarray(0, at), 'l.prj': WGS84_PRJ });
      await rejects(analyseUpload(zip, `dbf${at}.zip`, UDA, opts), DAMAGED);
    }
  });

  it('without a .cpg, checks every byte of the .dbf for UTF-8 (rows past the last shape too), before damage', async () => {
    const three = udaFeatures(3).map((f, i) => ({
      ...f,
      properties: { ...f.properties, name: i === 2 ? 'Café' : 'Zone' },
    }));
    const two = await shapefileParts(three.slice(0, 2));
    const dbf = await shapefileParts(three);
    // The shapes stop at 2; the third row, in Windows-1252, is never read but is still not UTF-8.
    const zip = await zipOf({ 'l.shp': two.shp, 'l.dbf': dbf.dbf, 'l.prj': WGS84_PRJ });
    await rejects(analyseUpload(zip, 'l.zip', UDA, opts), /not UTF-8 text and there is no \.cpg/);
    const cut = await zipOf({ 'l.shp': two.shp.subarray(0, 150), 'l.dbf': dbf.dbf });
    await rejects(analyseUpload(cut, 'l.zip', UDA, opts), /not UTF-8 text and there is no \.cpg/);
    const utf8 = await zipOf({ 'l.shp': two.shp, 'l.dbf': dbfAsUtf8(dbf.dbf), 'l.prj': WGS84_PRJ });
    expect((await analyseUpload(utf8, 'l.zip', UDA, opts)).features.map((f) => f.properties?.name)).toEqual([
      'Zone',
      'Zone',
    ]);
  });

  it('counts every feature of a file over the limit, as the refusal has always said', async () => {
    const zip = await zipOf({ 'l.shp': parts.shp, 'l.dbf': parts.dbf, 'l.prj': WGS84_PRJ });
    await rejects(analyseUpload(zip, 'l.zip', UDA, { maxFeatures: 500 }), /has 2,000 features; at most 500/);
  });

  it('refuses an entry that inflates past the size its zip declares', async () => {
    const zip = await zipOf({ 'l.shp': parts.shp, 'l.dbf': parts.dbf });
    // Lower the .shp's uncompressed size in the central directory (jszip reads it there).
    const cd = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(zip.subarray(cd + 46, cd + 51).toString()).toBe('l.shp');
    zip.writeUInt32LE(1000, cd + 24);
    const [shp] = await openZip(zip, (n) => n.endsWith('.shp'));
    expect(shp.size).toBe(1000);
    await expect(
      (async () => {
        for await (const _ of shp.stream());
      })(),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/zip bomb/) });
    await rejects(analyseUpload(zip, 'l.zip', UDA, opts), /zip bomb/);
  });
});

describe('GeoJSON read feature by feature', () => {
  const items = (n: number) => udaFeatures(n).map((f) => JSON.stringify(f));
  const collection = (parts: string[], extra = '') =>
    Buffer.from(`\uFEFF{ "type": "FeatureCollection",${extra} "features": [\n${parts.join(',\n')}\n] }\n`);

  it('hands features on as they are parsed (a fault at the end is found after)', async () => {
    const seen: Feature[] = [];
    const bytes = collection([...items(300), '{"type":"Feature",}']);
    await rejects(
      analyseUploadTo(bytes, 'l.geojson', UDA, opts, (f) => seen.push(f)),
      /not valid JSON/,
    );
    expect(seen).toHaveLength(300);
    expect(seen[299].properties).toMatchObject({ name: 'Culpeper UDA 300' });
  });

  it('reads a collection with other members, escapes and brackets in strings, as JSON.parse does', async () => {
    const odd = { ...udaFeatures(1)[0], properties: { name: 'A "quoted" [x] {y} \\ é', acres: 1 } };
    const bytes = collection([...items(2), JSON.stringify(odd)], ' "name": "x", "crs": { "type": "name" },');
    const a = await analyseUpload(bytes, 'l.geojson', UDA, opts);
    expect(a.features).toHaveLength(3);
    expect(a.features[2].properties?.name).toBe('A "quoted" [x] {y} \\ é');
  });

  it('refuses as before: a non-Feature item by number, unless the JSON after it is invalid', async () => {
    const [one, two] = items(2);
    await rejects(
      analyseUpload(collection([one, '[1, 2]', two]), 'l.geojson', UDA, opts),
      /Item 2 of 'features'/,
    );
    await rejects(
      analyseUpload(collection([one, 'null', '{"a": 1,}']), 'l.geojson', UDA, opts),
      /not valid JSON/,
    );
    await rejects(analyseUpload(collection([one, '']), 'l.geojson', UDA, opts), /not valid JSON/);
    await rejects(
      analyseUpload(Buffer.from(`${collection([one])} x`), 'l.geojson', UDA, opts),
      /not valid JSON/,
    );
  });

  it('reads other documents whole, as before (a Feature, repeated members)', async () => {
    const [one, two] = items(2);
    const feature = await analyseUpload(Buffer.from(one), 'l.geojson', UDA, opts);
    expect(feature.features).toHaveLength(1);
    // JSON.parse keeps the last of repeated members.
    const repeated = Buffer.from(
      `{"type":"FeatureCollection","features":[${one}],"features":[${one},${two}]}`,
    );
    expect((await analyseUpload(repeated, 'l.geojson', UDA, opts)).features).toHaveLength(2);
  });
});

describe('checks feature by feature', () => {
  it('report what the whole-file checks reported: counts past the 20 listed, fields from the first 1,000', () => {
    const features = udaFeatures(1500).map((f, i) => ({
      ...f,
      properties: {
        ...f.properties,
        acres: i % 50 === 0 ? 'lots' : f.properties?.acres,
        ...(i === 1200 ? { Late: 1 } : {}),
      },
    }));
    const r = checkFeatures(features, 'polygon', [
      ...FIELDS,
      { name: 'late', type: 'integer', label: 'Late' },
    ]);
    expect(r.findings.map((f) => f.message)).toEqual([
      '1,500 features read.',
      'The layer expects a field the file does not have: late (Late, a whole number).',
      'The field acres should be a whole number, but features 1, 51, 101, 151, 201, 251, 301, 351, 401, 451, 501, 551, 601, 651, 701, 751, 801, 851, 901, 951 and more have other values.',
    ]);
    expect(r.findings[2].features).toHaveLength(20);
  });
});

describe('the output and the area grid', () => {
  it('writes exactly JSON.stringify of the collection, in chunks, a feature larger than a chunk included', () => {
    const features: Feature[] = [
      ...udaFeatures(3000),
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-78, 38] },
        properties: { note: 'é'.repeat(700_000) },
      },
      ...udaFeatures(10),
    ];
    const w = new FeatureCollectionWriter();
    for (const f of features) w.write(f);
    const chunks = w.end();
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      JSON.stringify({ type: 'FeatureCollection', features }),
    );
  });

  it('answers "near the area" from its grid exactly as the full test does', () => {
    let state = 7;
    const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
    for (const area of [
      { name: 'Virginia', fips: null },
      { name: 'Culpeper County', fips: '51047' },
    ]) {
      for (let i = 0; i < 20_000; i++) {
        const p = [-84 + random() * 9, 36 + random() * 4];
        expect([p, near(area, p)]).toEqual([p, nearExactly(area, p)]);
      }
    }
  });
});
