/**
 * The worst cases, built the way the security test built them, for the tests and bench/hostile.ts.
 */
import type { Feature, Polygon, Position } from 'geojson';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * A polygon whose ring is a "serpentine" comb: horizontal teeth stacked over the same x range, joined along a
 * spine (valid: it never crosses itself). `vertices` is the ring's length, closing point included (4,003,
 * 16,003 and 32,003 in the reproduction). It lies in Virginia, around Richmond.
 */
export function serpentine(vertices: number): Feature<Polygon> {
  const teeth = Math.floor((vertices - 4) / 4);
  const [x0, y0, width, step] = [-77.6, 37.4, 0.2, 0.2 / teeth];
  const ring: Position[] = [];
  for (let k = 0; k < teeth; k++) {
    const y = y0 + 2 * k * (step / 2);
    ring.push([x0, y], [x0 + width, y], [x0 + width, y + step / 2], [x0, y + step / 2]);
  }
  const top = y0 + teeth * step;
  ring.push([x0, top], [x0 - 0.01, top]);
  const extra = vertices - ring.length - 2;
  for (let i = 1; i <= extra; i++) ring.push([x0 - 0.01, top - ((top - y0) * i) / (extra + 1)]);
  ring.push([x0 - 0.01, y0], [x0, y0]);
  return {
    type: 'Feature',
    properties: { name: 'Serpentine', acres: 1 },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
}

/** The serpentine upload: a GeoJSON file of one such polygon. */
export const serpentineGeojson = (vertices: number) =>
  Buffer.from(JSON.stringify({ type: 'FeatureCollection', features: [serpentine(vertices)] }));

/** A rectangle ring with `perSide` vertices on each side, counter-clockwise. */
function denseRectangle([minX, minY, maxX, maxY]: number[], perSide: number): Position[] {
  const ring: Position[] = [];
  const side = (a: Position, b: Position) => {
    for (let i = 0; i < perSide; i++) {
      const t = i / perSide;
      ring.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  };
  side([minX, minY], [maxX, minY]);
  side([maxX, minY], [maxX, maxY]);
  side([maxX, maxY], [minX, maxY]);
  side([minX, maxY], [minX, minY]);
  ring.push(ring[0]);
  return ring;
}

/**
 * The donut: an outer ring of ~1,000 vertices around the whole state (-83.8,36.4 → -75.1,39.6), the hole the
 * same rectangle inset by 0.02°, so the net area (~4,600 km²) passes the area cap while every feature in the
 * state meets ~2,000 edges.
 */
export function donut(): Polygon {
  const outer = [-83.8, 36.4, -75.1, 39.6];
  const inner = [outer[0] + 0.02, outer[1] + 0.02, outer[2] - 0.02, outer[3] - 0.02];
  return { type: 'Polygon', coordinates: [denseRectangle(outer, 249), denseRectangle(inner, 249).reverse()] };
}

/**
 * A zip archive of `entries`, each deflated by Node's zlib (native: seconds for hundreds of megabytes, where
 * JSZip's pure-JS deflate takes tens). CRCs are left 0: the site's reader does not check them.
 */
function deflatedZip(entries: Array<{ name: string; data: Buffer; store?: boolean }>): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const body = e.store ? e.data : zlib.deflateRawSync(e.data, { level: 9 });
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.store ? 0 : 8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(e.store ? 0 : 8, 10);
    dir.writeUInt32LE(body.length, 20);
    dir.writeUInt32LE(e.data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    parts.push(local, name, body);
    offset += local.length + name.length + body.length;
  }
  const size = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/**
 * A zip just under the 200:1 ratio limit, as in the reproduction: one GeoJSON entry of `mb` × ~199 megabytes
 * (a valid feature, then spaces, which JSON allows and deflate squeezes ~1,000:1), padded to `mb` with random
 * bytes in a stored entry (they do not compress, so they bring the archive to its size without adding to what
 * it expands to beyond themselves).
 */
export function ratioZip(mb = 2.4): Buffer {
  const size = Math.round(mb * 1024 * 1024);
  const head = JSON.stringify({ type: 'FeatureCollection', features: [serpentine(404)] });
  const geojson = Buffer.alloc(size * 199, 0x20);
  geojson.write(head, 0, 'utf8');
  const first = deflatedZip([{ name: 'layer.geojson', data: geojson }]);
  const padding = randomBytes(Math.max(0, size - first.length - 120));
  return deflatedZip([
    { name: 'layer.geojson', data: geojson },
    { name: 'padding.bin', data: padding, store: true },
  ]);
}
