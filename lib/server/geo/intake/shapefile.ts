import type { Geometry, Position } from 'geojson';
import type { ByteReader } from './bytes';

/**
 * Record-by-record readers of a shapefile's .shp and .dbf, so an upload is read in memory
 * bounded by one record, not by the file. The JavaScript shapefile libraries read whole buffers (shpjs, which
 * this replaces for uploads, held every shape and row at once); mbostock's `shapefile` streams but is
 * unmaintained since 2019. These give exactly what shpjs 6 gave — the same geometries (rings sorted into
 * polygons by orientation, the same `bbox` members), the same attribute values — so reports and stored
 * features do not change. A file that ends inside a record or a header throws `ShapefileDamaged`.
 */
export class ShapefileDamaged extends Error {}

const damaged = (what: string) => new ShapefileDamaged(what);

// ------------------------------------------------------------------------------------------------- .shp

/** Shape types read (the M variants, +20, read as their plain forms). */
const SHAPE_TYPES = new Set([1, 3, 5, 8, 11, 13, 15, 18]);

type Raw = { bbox?: number[]; type: string; coordinates: unknown } | null;

interface Ring {
  ring: Position[];
  clockWise: boolean;
  bbox: number[];
  children: Position[][];
}

function ringInfo(ring: Position[]): Ring {
  let sum = 0;
  const bbox = [ring[0][0], ring[0][1], ring[0][0], ring[0][1]];
  for (let i = 1; i < ring.length; i++) {
    const prev = ring[i - 1];
    const cur = ring[i];
    sum += (cur[0] - prev[0]) * (cur[1] + prev[1]);
    if (cur[0] < bbox[0]) bbox[0] = cur[0];
    if (cur[1] < bbox[1]) bbox[1] = cur[1];
    if (cur[0] > bbox[2]) bbox[2] = cur[0];
    if (cur[1] > bbox[3]) bbox[3] = cur[1];
  }
  return { ring, clockWise: sum > 0, bbox, children: [] };
}

const contains = (outer: Ring, inner: Ring) =>
  outer.bbox[0] <= inner.bbox[0] &&
  outer.bbox[1] <= inner.bbox[1] &&
  outer.bbox[2] >= inner.bbox[2] &&
  outer.bbox[3] >= inner.bbox[3];

/**
 * A polygon record's rings as polygons: clockwise rings are outer rings, the others holes placed in the
 * smallest outer ring whose box holds theirs; when a hole finds none, the reverse reading is tried (files
 * written with the other winding). shpjs's rule, kept so polygons come out as they did.
 */
function handleRings(
  rings: Position[][],
  reversed = false,
): { outers: Ring[]; orphans: Ring[] } | Position[][][] {
  const outers: Ring[] = [];
  const inners: Ring[] = [];
  for (const r of rings) {
    const info = ringInfo(r);
    if (info.clockWise !== reversed) outers.push(info);
    else inners.push(info);
  }
  const orphans: Ring[] = [];
  for (const inner of inners) {
    let candidate: Ring | undefined;
    for (const outer of outers) {
      if (contains(outer, inner) && (!candidate || contains(candidate, outer))) candidate = outer;
    }
    if (candidate) candidate.children.push(inner.ring);
    else orphans.push(inner);
  }
  if (reversed) return { outers, orphans };
  if (orphans.length) {
    const other = handleRings(rings, true) as { outers: Ring[]; orphans: Ring[] };
    if (other.orphans.length === 0) {
      return other.outers.map((o) => [[...o.ring].reverse(), ...o.children.map((c) => [...c].reverse())]);
    }
  }
  return outers.map((o) => [o.ring, ...o.children]);
}

/** Reads one shape record's content (after its type) as shpjs did; RangeError when it is too short. */
class ShapeParser {
  constructor(private readonly kind: number) {}

  parse(d: Buffer): Raw {
    switch (this.kind) {
      case 1:
      case 11:
        return { type: 'Point', coordinates: coord(d, 0) };
      case 8:
      case 18:
        return multiPoint(d);
      case 3:
      case 13:
        return polyline(d);
      default:
        return polygon(polyline(d));
    }
  }
}

const coord = (d: Buffer, at: number): Position => [d.readDoubleLE(at), d.readDoubleLE(at + 8)];

function points(d: Buffer, at: number, n: number): Position[] {
  if (n <= 0) return [];
  const out: Position[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = coord(d, at + i * 16);
  return out;
}

function box(d: Buffer): number[] {
  return [d.readDoubleLE(0), d.readDoubleLE(8), d.readDoubleLE(16), d.readDoubleLE(24)];
}

function multiPoint(d: Buffer): Raw {
  const n = d.readInt32LE(32);
  if (!n) return null;
  const bbox = box(d);
  return n === 1
    ? { bbox, type: 'Point', coordinates: coord(d, 36) }
    : { bbox, type: 'MultiPoint', coordinates: points(d, 36, n) };
}

function polyline(d: Buffer): Raw {
  const parts = d.readInt32LE(32);
  if (!parts) return null;
  const bbox = box(d);
  const total = d.readInt32LE(36);
  if (parts === 1) return { bbox, type: 'LineString', coordinates: points(d, 44, total) };
  const lines: Position[][] = [];
  let at = 40 + parts * 4;
  for (let p = 0; p < parts; p++) {
    // As shpjs: the first part starts at 0 whatever the file says.
    const start = p === 0 ? 0 : d.readInt32LE(40 + p * 4);
    const end = p === parts - 1 ? total : d.readInt32LE(44 + p * 4);
    const n = end - start;
    if (!n) continue;
    lines.push(points(d, at, n));
    at += n * 16;
  }
  return { bbox, type: 'MultiLineString', coordinates: lines };
}

function polygon(line: Raw): Raw {
  if (!line) return line;
  if (line.type === 'LineString')
    return { bbox: line.bbox, type: 'Polygon', coordinates: [line.coordinates] };
  const polys = handleRings(line.coordinates as Position[][]) as Position[][][];
  return polys.length === 1
    ? { bbox: line.bbox, type: 'Polygon', coordinates: polys[0] }
    : { bbox: line.bbox, type: 'MultiPolygon', coordinates: polys };
}

/** The shapes of a .shp, one per `next()`: a geometry, null for a null shape, undefined after the last. */
export class ShpReader {
  private parser: ShapeParser | null = null;

  constructor(private readonly bytes: ByteReader) {}

  async next(): Promise<Geometry | null | undefined> {
    if (!this.parser) {
      const header = await this.bytes.read(100);
      if (header.length < 100) throw damaged('The .shp header is cut short.');
      let kind = header.readInt32LE(32);
      if (kind > 20) kind -= 20;
      if (!SHAPE_TYPES.has(kind)) throw damaged(`Unknown shape type ${kind}.`);
      this.parser = new ShapeParser(kind);
    }
    const head = await this.bytes.read(8);
    // Fewer than 8 bytes left: the end (a few stray bytes after the last record are ignored, as before).
    if (head.length < 8) return undefined;
    const len = head.readInt32BE(4) * 2;
    if (len === 0) return null;
    if (len < 4) throw damaged('A record is shorter than its type.');
    const content = await this.bytes.read(len);
    if (content.length < len) throw damaged('The .shp ends inside a record.');
    if (content.readInt32LE(0) === 0) return null;
    try {
      return this.parser.parse(content.subarray(4)) as Geometry | null;
    } catch (err) {
      if (err instanceof RangeError) throw damaged('A record is shorter than its shape says.');
      throw err;
    }
  }
}

// ------------------------------------------------------------------------------------------------- .dbf

interface DbfField {
  name: string;
  type: string;
  len: number;
}

/**
 * The rows of a .dbf, one per `next()` (undefined after the count its header gives), values as shpjs's
 * parsedbf gave them: text trimmed, N/F/O as numbers (NaN when blank), D as a Date, L as a boolean.
 * With `validateUtf8`, every byte after the header is checked to be UTF-8 as it passes, the rows not read
 * included (`finish`); a byte that is not throws `NotUtf8`.
 */
export class NotUtf8 extends Error {}

export class DbfReader {
  private fields: DbfField[] | null = null;
  private left = 0;
  private recordLength = 0;
  private readonly decoder: TextDecoder;
  private readonly validator: TextDecoder | null;

  constructor(
    private readonly bytes: ByteReader,
    encoding: string,
    validateUtf8: boolean,
  ) {
    this.decoder = new TextDecoder(encoding);
    this.validator = validateUtf8 ? new TextDecoder('utf-8', { fatal: true }) : null;
  }

  private text(b: Buffer): string {
    return this.decoder.decode(b).replace(/\0/g, '').trim();
  }

  private validate(b: Buffer, end = false): void {
    if (!this.validator) return;
    try {
      if (b.length > 0) this.validator.decode(b, { stream: true });
      if (end) this.validator.decode();
    } catch {
      throw new NotUtf8('The .dbf is not UTF-8.');
    }
  }

  private async header(): Promise<DbfField[]> {
    const start = await this.bytes.read(32);
    if (start.length < 32) throw damaged('The .dbf header is cut short.');
    this.left = start.readUInt32LE(4);
    const headerLength = start.readUInt16LE(8);
    this.recordLength = start.readUInt16LE(10);
    const rest = await this.bytes.read(Math.max(0, headerLength - 32));
    if (rest.length < headerLength - 32) throw damaged('The .dbf header is cut short.');
    const fields: DbfField[] = [];
    // Field descriptors of 32 bytes each, up to the 0x0D that ends them.
    for (let at = 0; at + 32 <= rest.length; at += 32) {
      if (rest[at] === 0x0d) break;
      fields.push({
        name: this.text(rest.subarray(at, at + 11)),
        type: String.fromCharCode(rest[at + 11]),
        len: rest[at + 16],
      });
      if (rest[at + 32] === 0x0d) break;
    }
    return fields;
  }

  async next(): Promise<Record<string, unknown> | undefined> {
    if (!this.fields) this.fields = await this.header();
    if (this.left === 0) return undefined;
    const record = await this.bytes.read(this.recordLength);
    if (record.length < this.recordLength) throw damaged('The .dbf ends inside a record.');
    this.validate(record);
    this.left--;
    const row: Record<string, unknown> = {};
    let at = 1; // the deletion flag
    for (const f of this.fields) {
      const raw = this.text(record.subarray(at, at + f.len));
      at += f.len;
      row[f.name] = value(raw, f.type);
    }
    return row;
  }

  /** Checks the bytes not read (rows beyond the shapes, the end marker) when validating UTF-8. */
  async finish(): Promise<void> {
    if (!this.validator) return;
    if (!this.fields) this.fields = await this.header().catch(() => []);
    await this.bytes.skip(Infinity, (chunk) => this.validate(chunk));
    this.validate(Buffer.alloc(0), true);
  }
}

function value(text: string, type: string): unknown {
  switch (type) {
    case 'N':
    case 'F':
    case 'O':
      return parseFloat(text);
    case 'D':
      return new Date(Number(text.slice(0, 4)), parseInt(text.slice(4, 6), 10) - 1, Number(text.slice(6, 8)));
    case 'L':
      return text.toLowerCase() === 'y' || text.toLowerCase() === 't';
    default:
      return text;
  }
}
