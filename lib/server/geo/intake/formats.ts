import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import type { Feature, Geometry, Position } from 'geojson';
import { HttpError } from '@/lib/shared/errors';
import type { Finding } from '@/lib/shared/schemas/spatialData/rules';
import { ByteReader } from './bytes';
import { readGeoPackageKillable } from './gpkgRead';
import { DbfReader, NotUtf8, ShapefileDamaged, ShpReader } from './shapefile';
import { openZip, readZip, type ZipEntry } from './zip';

/**
 * Readers for each upload format, each giving GeoJSON features in the file's own coordinates plus what it
 * says about its coordinate system and text encoding. Anything unreadable or hostile is a 422 naming what to
 * do; nothing here touches storage.
 */
export type Format = 'shapefile' | 'geojson' | 'kml' | 'kmz' | 'csv' | 'gpkg';

export interface RawLayer {
  format: Format;
  features: Feature[];
  /** The .prj text (shapefiles); null when the format fixes the system (GeoJSON, KML) or none was sent. */
  prj: string | null;
  /** True when the format is always WGS84 longitude/latitude (GeoJSON, KML, CSV). */
  geographic: boolean;
  encoding: string | null;
  findings: Finding[];
}

/** A layer being read: what the file says up front, and its features one at a time as they are read. */
export interface LayerStream extends Omit<RawLayer, 'features'> {
  features: AsyncIterable<Feature>;
}

export const unprocessable = (message: string, field = 'file') => new HttpError(422, message, field);

/** Deepest nesting accepted in GeoJSON (a MultiPolygon feature needs 7; properties get the rest). */
export const MAX_GEOJSON_DEPTH = 20;

const ext = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const base = (name: string) =>
  name
    .replace(/\\/g, '/')
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '');

const isZip = (b: Buffer) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isSqlite = (b: Buffer) => b.subarray(0, 16).toString('latin1') === 'SQLite format 3\0';
const textStart = (b: Buffer) =>
  b
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();

/** What the bytes are, whatever the name says. */
export function sniff(b: Buffer): 'zip' | 'sqlite' | 'json' | 'xml' | 'text' | 'binary' {
  if (isZip(b)) return 'zip';
  if (isSqlite(b)) return 'sqlite';
  const head = b.subarray(0, 4096);
  if (head.includes(0)) return 'binary';
  const t = textStart(b);
  if (t.startsWith('{') || t.startsWith('[')) return 'json';
  if (t.startsWith('<')) return 'xml';
  return 'text';
}

const EXPECTED: Record<string, ReturnType<typeof sniff>[]> = {
  zip: ['zip'],
  kmz: ['zip'],
  geojson: ['json'],
  json: ['json'],
  kml: ['xml'],
  csv: ['text'],
  gpkg: ['sqlite'],
};

const DESCRIBE: Record<ReturnType<typeof sniff>, string> = {
  zip: 'a ZIP archive',
  sqlite: 'a SQLite database',
  json: 'JSON text',
  xml: 'XML text',
  text: 'plain text',
  binary: 'binary data',
};

/** The upload's extension, lower case; 415 with the accepted formats when it is not one of them. */
export function acceptedExtension(fileName: string): string {
  const e = ext(fileName);
  if (!EXPECTED[e]) {
    throw new HttpError(
      415,
      `Files ending in '.${e || '(none)'}' are not accepted. Upload a zipped shapefile (.zip), GeoJSON (.geojson), a GeoPackage (.gpkg), KML/KMZ, or a CSV with latitude and longitude columns.`,
      'file',
    );
  }
  return e;
}

/**
 * Opens an upload by its extension after checking the bytes are what the name says (`layer`: a GeoPackage's).
 * A zipped shapefile is read record by record as its features are taken; the other formats are parsed whole
 * and each feature is let go as it is taken.
 */
export async function openLayer(
  bytes: Buffer,
  fileName: string,
  options: { layer?: string; maxFeatures: number } = { maxFeatures: Infinity },
): Promise<LayerStream> {
  const e = acceptedExtension(fileName);
  const expected = EXPECTED[e]!;
  const kind = sniff(bytes);
  if (!expected.includes(kind)) {
    throw unprocessable(
      `The file is named '${fileName}' but holds ${DESCRIBE[kind]}, not what a .${e} file should be. Export the layer again in the format its name says.`,
    );
  }
  switch (e) {
    case 'zip':
      return openZippedShapefile(bytes);
    case 'kmz':
      return released(await readKmz(bytes));
    case 'geojson':
    case 'json':
      return openGeoJson(bytes);
    case 'kml':
      return released(readKml(bytes.toString('utf8'), 'kml'));
    case 'csv':
      return released(readCsv(bytes));
    default:
      return released(await readGeoPackageKillable(bytes, options));
  }
}

/** A parsed layer as a stream that drops each feature from its array once taken, so it can be collected. */
function released(raw: RawLayer): LayerStream {
  const list = raw.features as Array<Feature | undefined>;
  async function* features() {
    for (let i = 0; i < list.length; i++) {
      const f = list[i]!;
      list[i] = undefined;
      yield f;
    }
  }
  return { ...raw, features: features() };
}

// ---------------------------------------------------------------------------------------------- shapefile

const SHP_PARTS = ['shp', 'shx', 'dbf', 'prj', 'cpg'];

/** The encoding a .cpg names, as the report shows it: "1252" → windows-1252, "ISO-8859-1" as written. */
export function cpgName(cpg: string): string {
  const t = cpg.trim().toLowerCase();
  const label = /^(?:ansi\s*)?(\d{3,5})$/.exec(t) ? `windows-${/(\d{3,5})/.exec(t)![1]}` : t;
  return label === 'windows-65001' ? 'utf-8' : label === 'windows-28591' ? 'iso-8859-1' : label;
}

/**
 * The decoder for the code page a .cpg names, in the spellings ArcGIS and QGIS write (the WHATWG label:
 * ISO-8859-1 is decoded as its superset windows-1252, though the report names what the .cpg says).
 */
export function encodingFromCpg(cpg: string): string | null {
  const fixed = cpgName(cpg);
  try {
    return new TextDecoder(fixed).encoding;
  } catch {
    return null;
  }
}

const NOT_UTF8 =
  'The attribute table (.dbf) is not UTF-8 text and there is no .cpg file saying which encoding it uses, so names with accents would be garbled. Add a .cpg (for example one containing 1252) or export the layer as UTF-8.';
const DAMAGED = 'The shapefile could not be read: its .shp or .dbf is damaged. Export it again.';

async function readAll(entry: ZipEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of entry.stream()) chunks.push(c);
  return Buffer.concat(chunks);
}

async function openZippedShapefile(bytes: Buffer): Promise<LayerStream> {
  const entries = await openZip(
    bytes,
    (name) => (SHP_PARTS.includes(ext(name)) || ext(name) === 'kml') && !name.startsWith('__MACOSX/'),
  );
  const shps = entries.filter((en) => ext(en.name) === 'shp');
  if (shps.length === 0) {
    if (entries.some((en) => ext(en.name) === 'kml')) {
      throw unprocessable(
        'This zip holds KML, not a shapefile. Rename it to .kmz or upload the .kml itself.',
      );
    }
    throw unprocessable('The zip has no .shp file. Zip the .shp, .shx, .dbf and .prj of one layer together.');
  }
  if (shps.length > 1) {
    throw unprocessable(
      `The zip holds ${shps.length} shapefiles (${shps.map((en) => base(en.name)).join(', ')}). Upload one layer per zip.`,
    );
  }
  const stem = shps[0].name.replace(/\.shp$/i, '');
  const part = (x: string) => entries.find((en) => en.name.toLowerCase() === `${stem}.${x}`.toLowerCase());
  const dbf = part('dbf');
  const prjEntry = part('prj');
  const cpgEntry = part('cpg');
  const findings: Finding[] = [];
  if (!dbf) {
    throw unprocessable(
      `The zip has ${base(shps[0].name)}.shp but no .dbf (the attribute table). Add the .dbf and zip again.`,
    );
  }
  if (!part('shx')) {
    findings.push({
      topic: 'count',
      level: 'warning',
      message: 'The zip has no .shx index file. The shapes were read without it.',
      action: 'Include the .shx next time so other GIS software can open the layer too.',
    });
  }
  const cpg = cpgEntry ? await readAll(cpgEntry) : null;
  const prj = prjEntry ? await readAll(prjEntry) : null;
  let encoding = 'utf-8';
  let decoder = 'utf-8';
  if (cpg) {
    const named = encodingFromCpg(cpg.toString('latin1'));
    if (!named) {
      throw unprocessable(
        `The .cpg names an encoding this site does not know ('${cpg.toString('latin1').trim().slice(0, 40)}'). Save the .cpg with UTF-8 or 1252.`,
      );
    }
    decoder = named;
    encoding = cpgName(cpg.toString('latin1'));
  }
  return {
    format: 'shapefile',
    features: shapefileFeatures(shps[0], dbf, decoder, !cpg),
    prj: prj ? prj.toString('utf8') : null,
    geographic: false,
    encoding,
    findings,
  };
}

/**
 * A shapefile's features as its .shp and .dbf are inflated and read side by side, record by record. Without
 * a .cpg the .dbf must be UTF-8: every byte after its header is checked as it passes (and the rest at the end),
 * and that refusal comes before one for a damaged file, as when the whole .dbf was checked first.
 */
async function* shapefileFeatures(
  shpEntry: ZipEntry,
  dbfEntry: ZipEntry,
  decoder: string,
  utf8Only: boolean,
): AsyncGenerator<Feature> {
  const shpBytes = new ByteReader(shpEntry.stream());
  const dbfBytes = new ByteReader(dbfEntry.stream());
  const shp = new ShpReader(shpBytes);
  const dbf = new DbfReader(dbfBytes, decoder, utf8Only);
  try {
    for (;;) {
      const geometry = await shp.next();
      if (geometry === undefined) break;
      const row = await dbf.next();
      yield { type: 'Feature', geometry: geometry as Geometry, properties: trimStrings(row ?? {}) };
    }
    await dbf.finish();
  } catch (err) {
    if (err instanceof NotUtf8) throw unprocessable(NOT_UTF8);
    if (err instanceof ShapefileDamaged) {
      if (utf8Only) {
        const notUtf8 = await dbf.finish().then(
          () => false,
          (e: unknown) => e instanceof NotUtf8,
        );
        if (notUtf8) throw unprocessable(NOT_UTF8);
      }
      throw unprocessable(DAMAGED);
    }
    throw err;
  } finally {
    await shpBytes.close();
    await dbfBytes.close();
  }
}

const trimStrings = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));

// ------------------------------------------------------------------------------------------------ GeoJSON

/**
 * Walks JSON bytes from `from` (strings skipped; the structure is ASCII in UTF-8): the deepest nesting of
 * objects and arrays met and, with `untilClosed`, where the one opened at `from` closes (-1 when it does not).
 */
function brackets(b: Buffer, from: number, untilClosed: boolean): { max: number; end: number } {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = from; i < b.length; i++) {
    const c = b[i];
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) max = depth;
    } else if (c === 125 || c === 93) {
      if (--depth === 0 && untilClosed) return { max, end: i + 1 };
    }
  }
  return { max, end: -1 };
}

const NOT_JSON = 'The file is not valid JSON. Export the layer as GeoJSON again.';
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

function skipSpace(b: Buffer, i: number): number {
  while (i < b.length && isSpace(b[i])) i++;
  return i;
}

/**
 * Where the JSON value starting at `i` ends (just past it), found by its brackets and quotes without parsing
 * it; -1 when it does not end. Whether the span is valid JSON is for JSON.parse to say.
 */
function valueEnd(b: Buffer, i: number): number {
  const c = b[i];
  if (c === 123 || c === 91) return brackets(b, i, true).end;
  if (c === 34) {
    for (let j = i + 1; j < b.length; j++) {
      if (b[j] === 92) j++;
      else if (b[j] === 34) return j + 1;
    }
    return -1;
  }
  let j = i;
  while (j < b.length && !isSpace(b[j]) && b[j] !== 44 && b[j] !== 125 && b[j] !== 93) j++;
  return j > i ? j : -1;
}

const parseSpan = (b: Buffer, start: number, end: number): unknown =>
  JSON.parse(b.toString('utf8', start, end));

/**
 * The members of a top-level FeatureCollection, each as the span of its value, every one but `features`
 * checked as JSON; null for anything else (another kind of document, repeated names, any fault), which is
 * then read whole so its answer is exactly what it always was.
 */
function collectionMembers(b: Buffer, from: number): Map<string, [number, number]> | null {
  const members = new Map<string, [number, number]>();
  let i = skipSpace(b, from);
  if (b[i] !== 123) return null;
  i = skipSpace(b, i + 1);
  for (;;) {
    if (b[i] !== 34) return null;
    const keyEnd = valueEnd(b, i);
    if (keyEnd < 0) return null;
    let key: unknown;
    try {
      key = parseSpan(b, i, keyEnd);
    } catch {
      return null;
    }
    i = skipSpace(b, keyEnd);
    if (b[i] !== 58) return null;
    i = skipSpace(b, i + 1);
    const end = valueEnd(b, i);
    if (end < 0 || members.has(key as string)) return null;
    members.set(key as string, [i, end]);
    i = skipSpace(b, end);
    if (b[i] === 44) {
      i = skipSpace(b, i + 1);
      continue;
    }
    if (b[i] !== 125 || skipSpace(b, i + 1) !== b.length) return null;
    break;
  }
  const features = members.get('features');
  const type = members.get('type');
  if (!features || !type || b[features[0]] !== 91) return null;
  try {
    if (parseSpan(b, type[0], type[1]) !== 'FeatureCollection') return null;
    for (const [key, [start, end]] of members) if (key !== 'features') parseSpan(b, start, end);
  } catch {
    return null;
  }
  return members;
}

/**
 * The items of a FeatureCollection's `features` array, parsed one at a time. A fault in the JSON refuses the
 * file as invalid JSON; an item that is not a Feature refuses it by number, unless the JSON after it is
 * invalid (that refusal came first when the file was parsed whole).
 */
async function* collectionFeatures(b: Buffer, start: number, end: number): AsyncGenerator<Feature> {
  let item = 0;
  let notFeature = 0;
  let i = skipSpace(b, start + 1);
  if (b[i] === 93 && i === end - 1) return;
  for (;;) {
    const stop = valueEnd(b, i);
    if (stop < 0 || stop > end - 1) throw unprocessable(NOT_JSON);
    let f: Feature;
    try {
      f = parseSpan(b, i, stop) as Feature;
    } catch {
      throw unprocessable(NOT_JSON);
    }
    item++;
    if (!notFeature && (!f || typeof f !== 'object' || f.type !== 'Feature')) notFeature = item;
    if (!notFeature) yield { ...f, properties: f.properties ?? {} };
    i = skipSpace(b, stop);
    if (b[i] === 44) {
      i = skipSpace(b, i + 1);
      continue;
    }
    if (b[i] !== 93 || i !== end - 1) throw unprocessable(NOT_JSON);
    break;
  }
  if (notFeature) throw unprocessable(`Item ${notFeature} of 'features' is not a GeoJSON Feature.`);
}

/**
 * A GeoJSON upload: a FeatureCollection (what GIS software exports) is read feature by feature from its
 * bytes, so memory holds the file and one feature, not every feature parsed at once; anything else is parsed
 * whole as before.
 */
function openGeoJson(bytes: Buffer): LayerStream {
  const from = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const depth = brackets(bytes, from, false).max;
  if (depth > MAX_GEOJSON_DEPTH) {
    throw unprocessable(
      `The GeoJSON nests ${depth} levels deep; at most ${MAX_GEOJSON_DEPTH} are accepted. Export plain features without nested objects in their properties.`,
    );
  }
  const members = collectionMembers(bytes, from);
  if (!members) return released(readGeoJson(bytes));
  const [start, end] = members.get('features')!;
  return {
    format: 'geojson',
    features: collectionFeatures(bytes, start, end),
    prj: null,
    geographic: true,
    encoding: 'utf-8',
    findings: [],
  };
}

/** A GeoJSON document parsed whole (a single Feature or geometry, or a collection out of the ordinary). */
function readGeoJson(bytes: Buffer): RawLayer {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw unprocessable(NOT_JSON);
  }
  const o = doc as { type?: unknown; features?: unknown; geometry?: unknown; coordinates?: unknown };
  let features: Feature[];
  if (o?.type === 'FeatureCollection' && Array.isArray(o.features)) features = o.features as Feature[];
  else if (o?.type === 'Feature') features = [o as Feature];
  else if (typeof o?.type === 'string' && 'coordinates' in (o as object)) {
    features = [{ type: 'Feature', geometry: o as Geometry, properties: {} }];
  } else {
    throw unprocessable(
      'The JSON is not GeoJSON (no FeatureCollection or Feature). Export the layer as GeoJSON.',
    );
  }
  const bad = features.findIndex((f) => !f || typeof f !== 'object' || f.type !== 'Feature');
  if (bad >= 0) throw unprocessable(`Item ${bad + 1} of 'features' is not a GeoJSON Feature.`);
  return {
    format: 'geojson',
    features: features.map((f) => ({ ...f, properties: f.properties ?? {} })),
    prj: null,
    geographic: true,
    encoding: 'utf-8',
    findings: [],
  };
}

// ---------------------------------------------------------------------------------------------------- KML

const children = (el: XmlElement, tag: string): XmlElement[] =>
  Array.from(el.childNodes).filter(
    (n): n is XmlElement =>
      n.nodeType === 1 && ((n as XmlElement).localName ?? (n as XmlElement).nodeName) === tag,
  );
const descendants = (el: XmlElement, tag: string): XmlElement[] =>
  Array.from(el.getElementsByTagNameNS('*', tag)) as unknown as XmlElement[];
const textOf = (el: XmlElement | undefined) => (el?.textContent ?? '').trim();

function coordsOf(el: XmlElement): Position[] {
  const c = textOf(children(el, 'coordinates')[0]);
  return c
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => t.split(',').map(Number).slice(0, 2));
}

function kmlGeometry(el: XmlElement): Geometry | null {
  switch (el.localName) {
    case 'Point':
      return { type: 'Point', coordinates: coordsOf(el)[0] ?? [] };
    case 'LineString':
      return { type: 'LineString', coordinates: coordsOf(el) };
    case 'Polygon': {
      const ring = (tag: string) =>
        children(el, tag).flatMap((b) => children(b, 'LinearRing').map((r) => coordsOf(r)));
      return { type: 'Polygon', coordinates: [...ring('outerBoundaryIs'), ...ring('innerBoundaryIs')] };
    }
    case 'MultiGeometry': {
      const parts = Array.from(el.childNodes)
        .filter((n): n is XmlElement => n.nodeType === 1)
        .map(kmlGeometry)
        .filter((g): g is Geometry => g !== null);
      const types = new Set(parts.map((p) => p.type));
      if (types.size === 1 && types.has('Polygon')) {
        return {
          type: 'MultiPolygon',
          coordinates: parts.map((p) => (p as { coordinates: Position[][] }).coordinates),
        };
      }
      if (types.size === 1 && types.has('LineString')) {
        return {
          type: 'MultiLineString',
          coordinates: parts.map((p) => (p as { coordinates: Position[] }).coordinates),
        };
      }
      if (types.size === 1 && types.has('Point')) {
        return {
          type: 'MultiPoint',
          coordinates: parts.map((p) => (p as { coordinates: Position }).coordinates),
        };
      }
      return { type: 'GeometryCollection', geometries: parts };
    }
    default:
      return null;
  }
}

const GEOMETRY_TAGS = new Set(['Point', 'LineString', 'Polygon', 'MultiGeometry']);

export function readKml(text: string, format: 'kml' | 'kmz'): RawLayer {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw unprocessable(
      'The KML declares a document type or entities, which can make a server read other files, so it was refused. Export the KML again from your GIS software.',
    );
  }
  let doc;
  try {
    doc = new DOMParser({
      onError: (level: string, msg: string) => {
        if (level !== 'warning') throw new Error(msg);
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    throw unprocessable('The KML is not well-formed XML. Export it again.');
  }
  const root = doc.documentElement as unknown as XmlElement | null;
  if (!root || root.localName !== 'kml') throw unprocessable('The XML is not KML (no <kml> element).');
  const features: Feature[] = descendants(root, 'Placemark').map((pm) => {
    const geomEl = Array.from(pm.childNodes).find(
      (n): n is XmlElement => n.nodeType === 1 && GEOMETRY_TAGS.has((n as XmlElement).localName ?? ''),
    );
    const properties: Record<string, unknown> = {};
    const name = textOf(children(pm, 'name')[0]);
    if (name) properties.name = name;
    for (const d of descendants(pm, 'Data'))
      properties[d.getAttribute('name') ?? ''] = textOf(children(d, 'value')[0]);
    for (const d of descendants(pm, 'SimpleData')) properties[d.getAttribute('name') ?? ''] = textOf(d);
    return {
      type: 'Feature',
      geometry: geomEl ? (kmlGeometry(geomEl) as Geometry) : (null as unknown as Geometry),
      properties,
    };
  });
  return { format, features, prj: null, geographic: true, encoding: 'utf-8', findings: [] };
}

async function readKmz(bytes: Buffer): Promise<RawLayer> {
  const files = await readZip(bytes, (n) => ext(n) === 'kml');
  const main = files.get('doc.kml') ?? [...files.values()][0];
  if (!main) throw unprocessable('The KMZ has no .kml inside. Export it again from your GIS software.');
  return readKml(main.toString('utf8'), 'kmz');
}

// ---------------------------------------------------------------------------------------------------- CSV

/** Splits CSV text into rows (RFC 4180 quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const LAT = ['latitude', 'lat', 'y'];
const LON = ['longitude', 'lon', 'lng', 'long', 'x'];

function readCsv(bytes: Buffer): RawLayer {
  let text: string;
  let encoding = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
    encoding = 'windows-1252';
  }
  const [header, ...rows] = parseCsv(text);
  if (!header) throw unprocessable('The CSV is empty.');
  const names = header.map((h) => h.trim());
  const find = (options: string[]) => names.findIndex((h) => options.includes(h.toLowerCase()));
  const lat = find(LAT);
  const lon = find(LON);
  if (lat < 0 || lon < 0) {
    throw unprocessable(
      `The CSV needs a latitude and a longitude column (named latitude/lat and longitude/lon/lng); its columns are ${names.slice(0, 12).join(', ')}.`,
    );
  }
  const features: Feature[] = rows.map((r) => {
    const properties: Record<string, unknown> = {};
    names.forEach((h, i) => {
      if (i !== lat && i !== lon) properties[h] = numericOrText(r[i] ?? '');
    });
    const x = Number(r[lon]);
    const y = Number(r[lat]);
    const ok = r[lon]?.trim() && r[lat]?.trim() && Number.isFinite(x) && Number.isFinite(y);
    return {
      type: 'Feature',
      geometry: ok ? { type: 'Point', coordinates: [x, y] } : (null as unknown as Geometry),
      properties,
    };
  });
  const findings: Finding[] =
    encoding === 'utf-8'
      ? []
      : [
          {
            topic: 'encoding',
            level: 'warning',
            message: 'The CSV is not UTF-8; it was read as Windows-1252 (Western European).',
            action:
              'Check accented names in the table below; if they look wrong, save the CSV as UTF-8 and upload again.',
          },
        ];
  return { format: 'csv', features, prj: null, geographic: true, encoding, findings };
}

const numericOrText = (v: string): string | number => {
  const t = v.trim();
  return t !== '' && /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
};
